import type { RecipeLanguage } from '../language/recipeLanguages';
import { ingredientLine } from '../recipe/ingredientLine';
import type { Recipe } from '../recipe/recipeTypes';
import type { ChosenFoods } from './chosenFoods';
import table from './nutritionTable.json';
import { recipeNutrition, type RecipeNutrition } from './recipeNutrition';

/** No picks: one object, so a count with none is kept like any other. */
const NONE_CHOSEN: ChosenFoods = {};

/**
 * A recipe's figures per serving from the app's table. This module carries the table: it is downloaded on demand
 * (the page's list of what loads when), never in the first download.
 */
export function countNutrition(
  recipe: Recipe,
  servings: number,
  language: RecipeLanguage = 'en',
  chosen: ChosenFoods = NONE_CHOSEN,
): RecipeNutrition {
  return recipeNutrition(
    recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language)),
    servings,
    table,
    language,
    chosen,
  );
}
