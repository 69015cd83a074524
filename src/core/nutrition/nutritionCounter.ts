import type { RecipeLanguage } from '../language/recipeLanguages';
import { ingredientLine } from '../recipe/ingredientLine';
import type { Recipe } from '../recipe/recipeTypes';
import type { ChosenFoods } from './chosenFoods';
import table from './nutritionTable.json';
import { recipeNutrition, type RecipeNutrition } from './recipeNutrition';

/** No picks: one object, so a count with none is kept like any other. */
const NONE_CHOSEN: ChosenFoods = {};

let last:
  | { recipe: Recipe; servings: number; language: RecipeLanguage; chosen: ChosenFoods; nutrition: RecipeNutrition }
  | undefined;

/**
 * A recipe's figures per serving from the app's table. This module carries the table: it is loaded on demand
 * (the page's list of what loads when), never in the first download. The card's figures, the page's JSON-LD and
 * the download all ask for the recipe on screen: it is counted once, and again only when the recipe, its servings, its
 * language or the cook's picks of food change.
 */
export function countNutrition(
  recipe: Recipe,
  servings: number,
  language: RecipeLanguage = 'en',
  chosen: ChosenFoods = NONE_CHOSEN,
): RecipeNutrition {
  if (last?.recipe !== recipe || last.servings !== servings || last.language !== language || last.chosen !== chosen) {
    last = {
      recipe,
      servings,
      language,
      chosen,
      nutrition: recipeNutrition(
        recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language)),
        servings,
        table,
        language,
        chosen,
      ),
    };
  }
  return last.nutrition;
}
