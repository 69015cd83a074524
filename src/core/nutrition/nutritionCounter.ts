import { ingredientLine } from '../recipe/ingredientLine';
import type { Recipe } from '../recipe/recipeTypes';
import table from './nutritionTable.json';
import { recipeNutrition, type RecipeNutrition } from './recipeNutrition';

let last: { recipe: Recipe; servings: number; nutrition: RecipeNutrition } | undefined;

/**
 * A recipe's figures per serving from the app's table. This module carries the table: it is loaded on demand
 * (loadNutritionCounter), never in the first download. The card's figures, the page's JSON-LD and the download
 * all ask for the recipe on screen: it is counted once, and again only when the recipe or its servings change.
 */
export function countNutrition(recipe: Recipe, servings: number): RecipeNutrition {
  if (last?.recipe !== recipe || last.servings !== servings) {
    last = {
      recipe,
      servings,
      nutrition: recipeNutrition(
        recipe.ingredients.map((ingredient) => ingredientLine(ingredient)),
        servings,
        table,
      ),
    };
  }
  return last.nutrition;
}
