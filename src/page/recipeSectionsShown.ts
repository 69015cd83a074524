import type { RootState } from '../app/store';
import { MIN_INGREDIENTS_FOR_RECIPE } from '../core/ingredients/ingredientRules';
import { selectCanRequestRecipe, selectIngredients } from '../features/ingredients/ingredientsSlice';
import { selectOpenedFromMyRecipes } from '../features/recipe/recipeSelectorsAlwaysLoaded';

/** The generate panel and the results: once a recipe can be asked for, or one opened from My recipes is shown. */
export const recipeSectionsShown = (state: RootState) =>
  selectCanRequestRecipe(state) || selectOpenedFromMyRecipes(state);

/**
 * The recipe area's code, and through it the request's: a step before the panel is due (the 2nd ingredient), so
 * the code is here by the time "Get a recipe" can be tapped.
 */
export const recipeAreaMounted = (state: RootState) =>
  selectIngredients(state).length >= MIN_INGREDIENTS_FOR_RECIPE - 1 || selectOpenedFromMyRecipes(state);
