import type { RecipeLanguage } from '../language/recipeLanguages';
import { lineGrams, type NotCountedReason } from './lineGrams';
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
  /**
   * The share of the dish's weight the figures count: the lines counted, over those and the rough weight of the
   * lines left out that give an amount ("salt to taste" weighs nothing here). Under half, a serving's figures
   * would pass part of a dish off as the whole (coversTheRecipe).
   */
  countedShare: number;
}

/** Whether the figures count most of the dish's weight, and so may stand as a serving's. */
export const coversTheRecipe = (nutrition: RecipeNutrition): boolean => nutrition.countedShare > 0.5;

const KJ_PER_KCAL = 4.184;
const SALT_PER_SODIUM = 2.5;
const NUTRIENTS = ['kcal', 'protein', 'fat', 'saturatedFat', 'carbohydrate', 'sugars', 'fibre', 'sodiumMg'] as const;

/**
 * A recipe's figures per serving, from its ingredient lines as written for `servings` and SR28's figures per
 * 100 g: never from the model. A serving is the same whatever servings the card is scaled to, so the lines are
 * read as written, not as rounded for the card. A line the table cannot weigh is listed, never counted as nothing
 * in silence.
 */
export function recipeNutrition(
  lines: readonly string[],
  servings: number,
  table: NutritionTable,
  language: RecipeLanguage = 'en',
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
  let countedGrams = 0;
  let leftOutGrams = 0;
  for (const line of lines) {
    const weighed = lineGrams(line, table, language);
    if (!weighed.counted) {
      notCounted.push({ line, reason: weighed.reason });
      leftOutGrams += weighed.roughGrams ?? 0;
      continue;
    }
    countedGrams += weighed.grams;
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
    countedShare: countedGrams > 0 ? countedGrams / (countedGrams + leftOutGrams) : 0,
  };
}
