import type { RecipeLanguage } from '../language/recipeLanguages';
import { ingredientLine } from '../recipe/ingredientLine';
import type { Recipe } from '../recipe/recipeTypes';
import table from './nutritionTable.json';
import { recipeNutrition, type RecipeNutrition } from './recipeNutrition';

let last: { recipe: Recipe; servings: number; language: RecipeLanguage; nutrition: RecipeNutrition } | undefined;

/**
 * A recipe's figures per serving from the app's table. This module carries the table: it is loaded on demand
 * (loadNutritionCounter), never in the first download. The card's figures, the page's JSON-LD and the download
 * all ask for the recipe on screen: it is counted once, and again only when the recipe, its servings or its
 * language change.
 */
export function countNutrition(recipe: Recipe, servings: number, language: RecipeLanguage = 'en'): RecipeNutrition {
  if (last?.recipe !== recipe || last.servings !== servings || last.language !== language) {
    last = {
      recipe,
      servings,
      language,
      nutrition: recipeNutrition(
        recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language)),
        servings,
        table,
        language,
      ),
    };
  }
  return last.nutrition;
}
