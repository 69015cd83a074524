import type { RootState } from '../../app/store';

/**
 * What the page may read of the recipe before the recipe slice's code has loaded (it is injected with the recipe
 * area): importing the slice would bring it into the first download.
 */

/** A recipe opened from My recipes is on show (it keeps the recipe area up whatever the list holds). */
export const selectOpenedFromMyRecipes = (state: RootState): boolean =>
  state.recipe?.openedFromMyRecipes === true && state.recipe.hasGenerated;
