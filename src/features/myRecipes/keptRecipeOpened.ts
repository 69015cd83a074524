import { createAction } from '@reduxjs/toolkit';
import type { KeptRecipe } from './keptRecipe';

/**
 * The cook opened a recipe from My recipes: the results show it with its cooking tools. Its own small module,
 * so the recipe and cook slices can answer it without loading the My recipes code.
 */
export const keptRecipeOpened = createAction<KeptRecipe>('myRecipes/recipeOpened');
