import { parseIngredient, unitsOfMeasure, type Ingredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import { withQuantityInDigits } from './quantityWords';
import unitWords from './units/unitWords.json';

/** How a language writes the kitchen's units (unitWords.json says each field's use). */
interface UnitWords {
  spellings: Readonly<Record<string, readonly string[]>>;
  multiWord: readonly { pattern: string; token: string; writtenAs: string }[];
  ladderUnits: Readonly<Record<string, readonly string[]>>;
}

export const UNIT_WORDS: Record<RecipeLanguage, UnitWords> = unitWords;
const everyLanguage = RECIPE_LANGUAGES.map((language) => UNIT_WORDS[language]);

/**
 * Units written in more than one word ("2 cuillères à soupe", "1 c. à café", "1 càc"): read as one token each,
 * since parse-ingredient reads a unit of one word (and "c." alone as a cup), and written back as the language
 * abbreviates them, which also needs no plural.
 */
const MULTI_WORD = everyLanguage.flatMap(({ multiWord }) =>
  multiWord.map(({ pattern, token, writtenAs }) => ({ words: new RegExp(pattern, 'giu'), token, writtenAs })),
);

/** Each unit with the spellings of it that parse-ingredient lacks, in every language. */
const withSpellings = (spellingsById: readonly Readonly<Record<string, readonly string[]>>[]) =>
  Object.fromEntries(
    [...new Set(spellingsById.flatMap(Object.keys))].map((id) => {
      const unit = unitsOfMeasure[id]!;
      const more = spellingsById.flatMap((spellings) => spellings[id] ?? []);
      return [id, { ...unit, alternates: [...(unit.alternates ?? []), ...more] }];
    }),
  );

/** parse-ingredient's units, with the spellings it lacks. */
export const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  ...unitsOfMeasure,
  ...withSpellings(everyLanguage.map(({ spellings }) => spellings)),
  // Spirits and syrups in European recipes; parse-ingredient has no centilitre.
  centiliter: {
    short: 'cl',
    plural: 'centiliters',
    alternates: ['cl.', 'centilitre', 'centilitres'],
    type: 'volume',
    conversionFactor: 10,
  },
};

/**
 * An ingredient line read by parse-ingredient, with its quantity in digits ("two eggs" is 2) and the British
 * spellings of metric units ("1 litre milk" is 1 liter): what scaling and the cook's units both start from.
 */
export function parsedIngredientLine(line: string): Ingredient | undefined {
  const unitsAsOneWord = MULTI_WORD.reduce((text, { words, token }) => text.replace(words, token), line);
  const parsed = parseIngredient(withQuantityInDigits(unitsAsOneWord), { additionalUOMs: KITCHEN_UNITS })[0];
  const multiWord = MULTI_WORD.find(({ token }) => token === parsed?.unitOfMeasure);
  return parsed && multiWord ? { ...parsed, unitOfMeasure: multiWord.writtenAs } : parsed;
}
