import { isRecipeLanguage, type RecipeLanguage } from '../../core/language/recipeLanguages';
import { forEachInSlices } from '../../lib/inSlices';
import { isRecord } from '../../lib/isRecord';
import { recipeJsonLd, SCHEMA_DIETS } from '../../core/cooking/recipeJsonLd';
import { notFoodConflict, type RecipeConflict } from '../../core/food/recipeConflict';
import { DEFAULT_PREFERENCES, type Diet } from '../../core/preferences/preferencesTypes';
import { ingredientLine } from '../../core/recipe/ingredientLine';
import { exportedFigures } from '../../core/nutrition/labelRounding';
import type { CountNutrition } from '../nutrition/nutritionOnDemand';
import { toRecipe } from '../../core/recipe/parseRecipe';
import type { Recipe } from '../../core/recipe/recipeTypes';
import type { KeptRecipe } from './keptRecipe';

/** Far more than any file of recipes this app writes (500 recipes are about 1 MB). */
export const MAX_FILE_BYTES = 5_000_000;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const exportFileName = (now: number) => `my-recipes-${isoDate(now)}.json`;

/**
 * A kept recipe as "Download recipe" writes one (schema.org Recipe JSON-LD), at its own servings; with `count`
 * (the nutrition table's counter), a serving's figures as the card shows them.
 */
export function keptRecipeJsonLd({ recipe, language, madeFrom, madeAt }: KeptRecipe, count?: CountNutrition) {
  const servings = recipe.servings ?? madeFrom.preferences.servings;
  const nutrition = exportedFigures(count?.(recipe, servings, language));
  return recipeJsonLd({
    recipe,
    language,
    lines: recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language)).filter(Boolean),
    servings,
    diet: madeFrom.preferences.diet,
    madeFrom: madeFrom.ingredients,
    date: isoDate(madeAt),
    nutrition,
  });
}

/**
 * The export file: every saved recipe, as an array of schema.org Recipe JSON-LD (with figures, given `count`).
 * Written in slices (forEachInSlices): counting 500 recipes' figures takes about 200 ms here, a second on a phone,
 * which must not freeze the page.
 */
export async function savedRecipesFile(saved: readonly KeptRecipe[], count?: CountNutrition): Promise<string> {
  const entries: ReturnType<typeof keptRecipeJsonLd>[] = [];
  await forEachInSlices(saved, (record) => void entries.push(keptRecipeJsonLd(record, count)));
  return JSON.stringify(entries, null, 2);
}

export interface RecipeFromFile {
  recipe: Recipe;
  /** From the file's inLanguage; English when it names none of the app's languages. */
  language: RecipeLanguage;
  madeFrom: KeptRecipe['madeFrom'];
  /** From the file's datePublished, when it has a readable one. */
  madeAt?: number;
}

/** A recipe of the file that is not kept: it names something that is not food. */
export interface RefusedRecipe {
  name: string;
  conflict: RecipeConflict;
}

export type RecipesInFile =
  | { ok: true; recipes: RecipeFromFile[]; notRecipes: number; refused: RefusedRecipe[] }
  | { ok: false; problem: 'not-json' | 'no-recipes' };

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** "PT1H30M" → 90; anything else → undefined. */
function minutesOf(duration: unknown): number | undefined {
  const match = typeof duration === 'string' ? /^P(?:T(?:(\d+)H)?(?:(\d+)M)?)$/i.exec(duration.trim()) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** 4, "4 servings", ["4", "4 servings"] → 4. */
function servingsOf(recipeYield: unknown): number | undefined {
  for (const entry of asList(recipeYield)) {
    const match = /\d+/.exec(String(entry));
    if (match) return Number(match[0]);
  }
  return undefined;
}

/** Deeper than any real recipe's sections within sections; a file nested deeper is read no further. */
const MAX_SECTION_DEPTH = 8;

/** Steps as strings, HowToStep objects or HowToSections of them; one string is split at its line breaks. */
function stepsOf(instructions: unknown, depth = 0): unknown[] {
  if (typeof instructions === 'string') return instructions.split(/\n+/);
  if (depth >= MAX_SECTION_DEPTH) return [];
  return asList(instructions).flatMap((step) =>
    isRecord(step) && step.itemListElement !== undefined ? stepsOf(step.itemListElement, depth + 1) : [step],
  );
}

const DIET_OF_SCHEMA = new Map(Object.entries(SCHEMA_DIETS).map(([diet, schema]) => [schema, diet as Diet]));

const isRecipeType = (type: unknown) => asList(type).includes('Recipe');

/**
 * One entry of the file as a recipe: schema.org JSON-LD read into the reply's shape, then checked with the same
 * rules as a model's reply (trimmed, capped, a name, ingredients and steps). Null when it is not one.
 */
function recipeFromEntry(entry: unknown): RecipeFromFile | null {
  if (!isRecord(entry) || !isRecipeType(entry['@type'])) return null;
  const recipe = toRecipe({
    name: entry.name,
    description: typeof entry.description === 'string' ? entry.description : '',
    ingredients: asList(entry.recipeIngredient),
    instructions: stepsOf(entry.recipeInstructions),
    servings: servingsOf(entry.recipeYield),
    prepMinutes: minutesOf(entry.prepTime),
    cookMinutes: minutesOf(entry.cookTime),
  });
  if (!recipe) return null;
  const keywords = asList(entry.keywords).flatMap((words) => (typeof words === 'string' ? words.split(',') : []));
  const madeAt = typeof entry.datePublished === 'string' ? Date.parse(entry.datePublished) : NaN;
  const diet = DIET_OF_SCHEMA.get(entry.suitableForDiet as never) ?? DEFAULT_PREFERENCES.diet;
  return {
    recipe,
    language: isRecipeLanguage(entry.inLanguage) ? entry.inLanguage : 'en',
    madeFrom: {
      ingredients: keywords.map((word) => word.trim()).filter(Boolean),
      preferences: { ...DEFAULT_PREFERENCES, diet, servings: recipe.servings ?? DEFAULT_PREFERENCES.servings },
    },
    ...(Number.isFinite(madeAt) && { madeAt }),
  };
}

/** How far reading a file has come: entries read of all the file holds. */
export interface FileProgress {
  read: number;
  total: number;
}

/**
 * The recipes in an export file (an array) or a "Download recipe" file (one object), and how many entries were
 * not. Each entry is read and checked like a model's reply in slices (forEachInSlices), telling `onProgress` how
 * far it has come: a file of 10,000 recipes takes seconds of work, which must not freeze the page.
 */
export async function recipesInFile(
  text: string,
  onProgress: (progress: FileProgress) => void = () => undefined,
): Promise<RecipesInFile> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const entries = isRecord(parsed) && Array.isArray(parsed['@graph']) ? parsed['@graph'] : asList(parsed);
  // Entries that are not recipes (junk, another app's data) are counted and skipped; the recipes are kept.
  const recipes: RecipeFromFile[] = [];
  const refused: RefusedRecipe[] = [];
  let notRecipes = 0;
  await forEachInSlices(
    entries,
    (entry) => {
      const found = recipeFromEntry(entry);
      if (!found) return void (notRecipes += 1);
      // Checked like a model's reply: a recipe that names a non-food is never kept.
      const conflict = notFoodConflict(found.recipe);
      if (conflict) refused.push({ name: found.recipe.name, conflict });
      else recipes.push(found);
    },
    (read) => onProgress({ read, total: entries.length }),
  );
  if (recipes.length === 0 && refused.length === 0) return { ok: false, problem: 'no-recipes' };
  return { ok: true, recipes, notRecipes, refused };
}

export interface ImportReport {
  added: number;
  /** Already in Recent: now saved, so they no longer fall out of the history. */
  movedToSaved?: number;
  duplicates: number;
  notRecipes: number;
  refused?: readonly RefusedRecipe[];
}
