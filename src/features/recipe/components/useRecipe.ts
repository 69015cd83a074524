import { useContext } from 'react';
import { useAppSelector } from '../../../app/withTypes';
import { InsideRecipeProvider } from '../../../app/RecipeProvider';
import { selectRecipeState, type RecipeState } from '../recipeSlice';

/** The spec's guard, word for word. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the specification's guard message, for developers
export const USE_RECIPE_OUTSIDE_PROVIDER = 'useRecipe must be used within a RecipeProvider';

/** The recipe state (recipe, loading, hasGenerated, disabled, and what the results add to it); only below RecipeProvider. */
export function useRecipe(): RecipeState {
  if (!useContext(InsideRecipeProvider)) throw new Error(USE_RECIPE_OUTSIDE_PROVIDER);
  return useAppSelector(selectRecipeState);
}
