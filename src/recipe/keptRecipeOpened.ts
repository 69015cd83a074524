import { createAction } from '@reduxjs/toolkit';
import type { RecipeLanguage } from '../core/language/recipeLanguages';
import type { Recipe } from '../core/recipe/recipeTypes';

/** What the slices that answer an opened recipe read of it (a kept recipe in My recipes has all this and more). */
export interface OpenedRecipe {
  id: string;
  recipe: Recipe;
  /** The language it was asked in (English for one kept before recipes recorded it). */
  language?: RecipeLanguage;
  madeFrom: { preferences: { servings: number } };
}

/**
 * The cook opened a recipe from My recipes: the results show it with its cooking tools. Its own small module,
 * so the recipe and cook slices can answer it without loading the My recipes code.
 */
export const keptRecipeOpened = createAction<OpenedRecipe>('myRecipes/recipeOpened');
