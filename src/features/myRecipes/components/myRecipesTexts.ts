import { myRecipes } from '../../../i18n/catalogues/en/myRecipes';
import { partTexts } from '../../../i18n/partTexts';
import type { FileProgress, ImportReport } from '../recipeFile';
import type { ImportOutcome } from '../recipesImported';
import type { RecipeConflict } from '../../../core/food/recipeConflict';

/** How a refused recipe's conflict is said (the recipe lines' wording, which the page passes). */
type ConflictLine = (conflict: RecipeConflict) => string;

/** A text of My recipes, in the cook's language. */
export const useMyRecipesText = partTexts(myRecipes);

export type MyRecipesText = ReturnType<typeof useMyRecipesText>;

/**
 * While a file is imported: "Importing… 2,500 of 10,000 entries read.", then "Importing… 10,000 of 10,000 entries
 * read; keeping them on this device." while they are written; "Importing…" before its entries are counted.
 */
export function importProgressLine(text: MyRecipesText, { read, total }: FileProgress): string {
  if (total === 0) return text('import.importing');
  return text(read < total ? 'import.reading' : 'import.keeping', { read, total });
}

/**
 * What an import did, in a line: "Imported 3 recipes. Skipped 3: 1 already saved, 1 not a recipe, 1
 * refused. Bleach soup: This recipe uses bleach, which is not something to cook with."
 */
export function importReportLine(
  text: MyRecipesText,
  conflictLine: ConflictLine,
  { added, movedToSaved = 0, duplicates, notRecipes, refused = [] }: ImportReport,
): string {
  const skipped = duplicates + notRecipes + refused.length;
  const reasons = [
    duplicates > 0 && text('import.skipped.duplicates', { count: duplicates }),
    notRecipes > 0 && text('import.skipped.notRecipes', { count: notRecipes }),
    refused.length > 0 && text('import.skipped.refused', { count: refused.length }),
  ].filter(Boolean);
  return [
    text('import.imported', { count: added }),
    movedToSaved > 0 && text('import.movedToSaved', { count: movedToSaved }),
    skipped > 0 && text('import.skipped', { count: skipped, reasons: reasons.join(', ') }),
    ...refused.map(({ name, conflict }) => text('import.refusedRecipe', { name, reason: conflictLine(conflict) })),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The line an import ends with, whatever the file held. */
export function importOutcomeLine(text: MyRecipesText, conflictLine: ConflictLine, outcome: ImportOutcome): string {
  switch (outcome.kind) {
    case 'imported':
      return importReportLine(text, conflictLine, outcome.report);
    case 'too-large':
      return text('import.nothing.tooLarge');
    case 'not-json':
      return text('import.nothing.notJson');
    case 'no-recipes':
      return text('import.nothing.noRecipes');
    case 'unreadable':
      return text('import.nothing.unreadable');
    case 'not-kept':
      return text('import.nothing.notKept');
  }
}
