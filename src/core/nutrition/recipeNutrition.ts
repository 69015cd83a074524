import type { RecipeLanguage } from '../language/recipeLanguages';
import type { ChosenFoods } from './chosenFoods';
import { lineGrams, type LineGrams, type NotCountedReason } from './lineGrams';
import { readLine } from './readLine';
import type { NutritionTable, Per100g } from './nutritionTableTypes';

/** A serving's figures, not yet rounded: energy in kcal and kJ, the rest in grams, sodium in milligrams. */
export interface NutritionFigures extends Per100g {
  kj: number;
  /** Salt equivalent, as European labels give it: sodium × 2.5. */
  salt: number;
}

export interface RecipeNutrition {
  perServing: NutritionFigures;
  /** How many of the recipe's lines the figures count, of how many. */
  counted: number;
  lines: number;
  /** The lines left out, each with why, as the card names them. */
  notCounted: { line: string; reason: NotCountedReason }[];
  /** Every line, in order, with what it was counted as or why not, and its wording (the key of a cook's pick). */
  matches: { line: string; wording: string; weighed: LineGrams }[];
  /**
   * The most energy a serving could hold beyond the figures: each line left out bounded by what its amount could
   * weigh and its kind of food could hold (lineGrams); Infinity when a line has nothing to bound it.
   */
  leftOutKcal: number;
}

/**
 * What the figures may claim. Energy decides, not weight: a litre of stock weighs much and holds little, and half
 * a dish's energy can sit in one line of flour or oil.
 * - "per serving": the lines left out could not move a serving's energy by more than 10 %;
 * - "energy range": they could, but by no more than the figures themselves: a serving's energy lies between the
 *   figure and the figure plus what they could hold, and the card gives that range and no other figure;
 * - "part of the dish": more than that, or unbounded: no figure stands for a serving.
 */
export type FiguresClaim = 'per serving' | 'energy range' | 'part of the dish';

/** How far the lines left out may move a serving's energy and the figures still stand as a serving's. */
const SMALL_ENOUGH = 0.1;

export function figuresClaim({ perServing, leftOutKcal }: RecipeNutrition): FiguresClaim {
  if (leftOutKcal <= SMALL_ENOUGH * perServing.kcal) return 'per serving';
  return leftOutKcal <= perServing.kcal ? 'energy range' : 'part of the dish';
}

const KJ_PER_KCAL = 4.184;
const SALT_PER_SODIUM = 2.5;
const NUTRIENTS = ['kcal', 'protein', 'fat', 'saturatedFat', 'carbohydrate', 'sugars', 'fibre', 'sodiumMg'] as const;

/**
 * A recipe's figures per serving, from its ingredient lines as written for `servings` and SR28's figures per
 * 100 g: never from the model. A serving is the same whatever servings the card is scaled to, so the lines are
 * read as written, not as rounded for the card. A line the table cannot weigh is listed, never counted as nothing
 * in silence. A line whose wording the cook gave a food for (`chosen`) is counted as that food.
 */
export function recipeNutrition(
  lines: readonly string[],
  servings: number,
  table: NutritionTable,
  language: RecipeLanguage = 'en',
  chosen: ChosenFoods = {},
): RecipeNutrition {
  const totals: Per100g = {
    kcal: 0,
    protein: 0,
    fat: 0,
    saturatedFat: 0,
    carbohydrate: 0,
    sugars: 0,
    fibre: 0,
    sodiumMg: 0,
  };
  const notCounted: RecipeNutrition['notCounted'] = [];
  const matches: RecipeNutrition['matches'] = [];
  let leftOutKcal = 0;
  for (const line of lines) {
    const weighed = lineGrams(line, table, language, chosen);
    matches.push({ line, wording: readLine(line, language).wording, weighed });
    if (!weighed.counted) {
      notCounted.push({ line, reason: weighed.reason });
      leftOutKcal += weighed.mostKcal;
      continue;
    }
    const per100g = table.foods[weighed.sr]!.per100g;
    for (const nutrient of NUTRIENTS) totals[nutrient] += (per100g[nutrient] * weighed.grams) / 100;
  }
  const share = servings > 0 ? 1 / servings : 0;
  const perServing = { ...totals };
  for (const nutrient of NUTRIENTS) perServing[nutrient] *= share;
  return {
    perServing: {
      ...perServing,
      kj: perServing.kcal * KJ_PER_KCAL,
      salt: (perServing.sodiumMg / 1000) * SALT_PER_SODIUM,
    },
    counted: lines.length - notCounted.length,
    lines: lines.length,
    notCounted,
    matches,
    leftOutKcal: leftOutKcal * share,
  };
}
