import { ingredientLine } from '../recipe/ingredientLine';
import type { Recipe } from '../recipe/recipeTypes';
import table from './nutritionTable.json';
import { recipeNutrition, type RecipeNutrition } from './recipeNutrition';

/**
 * A recipe's figures per serving from the app's table. This module carries the table: it is loaded on demand
 * (loadNutritionCounter), never in the first download.
 */
export const countNutrition = (recipe: Recipe, servings: number): RecipeNutrition =>
  recipeNutrition(recipe.ingredients.map(ingredientLine), servings, table);
