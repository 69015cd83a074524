import { findTerm, foodTextOf, type TermList } from '../../lib/findTerm';
import { parsedIngredientLine } from '../cooking/parsedIngredientLine';
import { converted, MASS_UNITS, VOLUME_UNITS } from '../cooking/units/cookMeasures';
import { gramsPerCupOf } from '../cooking/units/ingredientDensities';
import { NUTRITION_FOODS, type NutritionFood } from './nutritionFoods';
import type { NutritionTable, TableFood } from './nutritionTableTypes';

/** A line the figures count: which SR28 entry, and how many grams of it. */
export interface CountedLine {
  counted: true;
  sr: string;
  grams: number;
}

/** Why a line is left out of the figures, as the card names it. */
export type NotCountedReason =
  /** "salt to taste", "a pinch of salt", a line with no amount. */
  | 'no amount'
  /** A food the table does not know. */
  | 'unknown food'
  /** A known food in a measure nothing weighs ("2 handfuls spinach", "2 stalks celery"). */
  | 'no weight';

export type LineGrams = CountedLine | { counted: false; reason: NotCountedReason };

const FOOD_LISTS: readonly { list: TermList; food: NutritionFood }[] = NUTRITION_FOODS.map((food) => ({
  list: { terms: food.names, exceptions: food.exceptions },
  food,
}));

/** The food of the table a line's words name, or null. */
export function nutritionFoodOf(description: string): NutritionFood | null {
  const read = foodTextOf(description);
  return FOOD_LISTS.find(({ list }) => findTerm(read, list) !== null)?.food ?? null;
}

/** SR28's words for a measure, as parse-ingredient names the unit. */
const PORTION_WORDS: Record<string, readonly string[]> = {
  cup: ['cup'],
  tablespoon: ['tbsp', 'tablespoon'],
  teaspoon: ['tsp', 'teaspoon'],
};

/** "1 cup, chopped" → 1 and "cup, chopped"; ".5 cup" → 0.5; null when the text does not start with a number. */
function portionParts(text: string): { count: number; words: string } | null {
  const match = /^(\d*\.?\d+)\s+(.*)$/.exec(text);
  if (!match || Number(match[1]) <= 0) return null;
  return { count: Number(match[1]), words: match[2]!.toLowerCase() };
}

/** Grams in one `unit` of a food by its SR28 portions ("1 clove", "1 large", "1 cup"), or null. */
function gramsPerUnit(food: TableFood, unit: string): number | null {
  for (const portion of food.portions) {
    const parts = portionParts(portion.text);
    if (!parts) continue;
    if ((PORTION_WORDS[unit] ?? [unit]).includes(firstWordOf(parts.words))) return portion.grams / parts.count;
  }
  return null;
}

/** Words of SR28's portions that measure a food rather than count it: not what "2 eggs" or "1 lemon" means. */
const MEASURE_WORDS = new Set([
  'cup',
  'tbsp',
  'tablespoon',
  'tsp',
  'teaspoon',
  'oz',
  'lb',
  'fl',
  'grams',
  'nlea',
  'serving',
  'bunch',
  'package',
  'container',
  'can',
  'cube',
  'pat',
  'slice',
  'leaf',
  'sprig',
]);

/** What a cook writes before a food that no table weighs: "2 handfuls spinach", "a knob of butter". */
const VAGUE_MEASURES = new Set([
  'handful',
  'knob',
  'splash',
  'drizzle',
  'glug',
  'sprinkle',
  'packet',
  'pack',
  'bag',
  'jar',
  'box',
]);

const firstWordOf = (text: string) => text.toLowerCase().split(/[\s,(]+/)[0]!;

/** "slices", "tins": the spellings of a counting word to look for among SR28's portions ("tin" is its "can"). */
function portionWordsOf(word: string): string[] {
  const forms = [word, word.replace(/s$/, ''), word.replace(/es$/, '')];
  return forms.map((form) => (form === 'tin' ? 'can' : form));
}

/**
 * Grams in one of a food written with no unit: by a counting word that starts the text ("2 slices bread", "1 tin
 * chickpeas"), else the food itself ("2 eggs", "1 lemon"): its usual piece, a medium one, or the first whole
 * portion that counts it.
 */
function gramsPerPiece(food: TableFood, piece: string, description: string): number | null {
  const word = firstWordOf(description);
  for (const form of portionWordsOf(word)) {
    const byWord = gramsPerUnit(food, form);
    if (byWord !== null) return byWord;
  }
  if (portionWordsOf(word).some((form) => VAGUE_MEASURES.has(form))) return null;
  const usual = gramsPerUnit(food, piece);
  if (usual !== null) return usual;
  for (const portion of food.portions) {
    const parts = portionParts(portion.text);
    // Half a salmon "fillet" is SR28's portion of a side of salmon, not what a cook means by one.
    if (parts && parts.count >= 1 && !MEASURE_WORDS.has(firstWordOf(parts.words))) return portion.grams / parts.count;
  }
  return null;
}

/** "1 (400 g) can chickpeas": the weight the line gives in brackets, per piece, with its unit's parse-ingredient id. */
const GIVEN_WEIGHT = /^\((\d*\.?\d+)\s*(g|kg|oz|lb)\)/i;
const GIVEN_UNITS: Record<string, string> = { g: 'gram', kg: 'kilogram', oz: 'ounce', lb: 'pound' };

/** Grams of `amount` of a food in `unit` (parse-ingredient's id, or null for a count), or null when unweighable. */
function gramsOf(
  food: TableFood,
  piece: string,
  amount: number,
  unit: string | null,
  description: string,
): number | null {
  const mass = unit ? MASS_UNITS[unit] : undefined;
  if (mass) return converted(amount, mass, 'g');
  const given = GIVEN_WEIGHT.exec(description);
  if (given) return amount * converted(Number(given[1]), MASS_UNITS[GIVEN_UNITS[given[2]!.toLowerCase()]!]!, 'g');
  const volume = unit ? VOLUME_UNITS[unit] : undefined;
  if (volume) {
    const density = gramsPerCupOf(description);
    if (density !== null) return converted(amount, volume, 'cup') * density;
    // SR28's portion in the line's own measure first: "2 tbsp parsley" by its tablespoon, not a cup's eighth.
    const measures = ['cup', 'tablespoon', 'teaspoon'].sort((a, b) => Number(b === unit) - Number(a === unit));
    for (const measured of measures) {
      const perUnit = gramsPerUnit(food, measured);
      if (perUnit !== null) return converted(amount, volume, VOLUME_UNITS[measured]!) * perUnit;
    }
    return null;
  }
  const perPiece = unit ? gramsPerUnit(food, unit) : gramsPerPiece(food, piece, description);
  return perPiece === null ? null : amount * perPiece;
}

/**
 * How many grams of which SR28 food an ingredient line is: "200 g rice", "2 cups flour" (the density table),
 * "2 tbsp olive oil" and "3 cloves garlic" (SR28's portions), "2 eggs" (a large egg), "1 (400 g) can chickpeas".
 * A range counts its middle. Nothing is guessed: a line with no amount, a food the table does not know, or a
 * unit nothing weighs is not counted, and says which.
 */
export function lineGrams(line: string, table: NutritionTable): LineGrams {
  const parsed = parsedIngredientLine(line);
  if (!parsed || parsed.quantity === null || parsed.quantity <= 0) return { counted: false, reason: 'no amount' };
  const named = nutritionFoodOf(parsed.description);
  const food = named && table.foods[named.sr];
  if (!named || !food) return { counted: false, reason: 'unknown food' };
  const amount = parsed.quantity2 === null ? parsed.quantity : (parsed.quantity + parsed.quantity2) / 2;
  const grams = gramsOf(food, named.piece ?? 'medium', amount, parsed.unitOfMeasureID, parsed.description);
  return grams === null ? { counted: false, reason: 'no weight' } : { counted: true, sr: named.sr, grams };
}
