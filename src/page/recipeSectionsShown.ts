import type { RootState } from '../app/store';
import { MIN_INGREDIENTS_FOR_RECIPE } from '../core/ingredients/ingredientRules';
import { selectCanRequestRecipe, selectIngredients } from '../features/ingredients/ingredientsSlice';

// The recipe state is read raw: its slice is not in the first download.
const openedFromMyRecipes = (state: RootState) =>
  state.recipe?.openedFromMyRecipes === true && state.recipe.hasGenerated;

/** The generate panel and the results: once a recipe can be asked for, or one opened from My recipes is shown. */
export const recipeSectionsShown = (state: RootState) => selectCanRequestRecipe(state) || openedFromMyRecipes(state);

/**
 * The recipe area's code, and through it the request's: a step before the panel is due (the 2nd ingredient), so
 * the code is here by the time "Get a recipe" can be tapped.
 */
export const recipeAreaMounted = (state: RootState) =>
  selectIngredients(state).length >= MIN_INGREDIENTS_FOR_RECIPE - 1 || openedFromMyRecipes(state);
