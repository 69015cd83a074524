import { useContext } from 'react';
import { useAppSelector } from '../../app/hooks';
import { RecipeContext } from '../../app/RecipeContext';
import { selectRecipeState } from './recipeSlice';

export const OUTSIDE_PROVIDER_MESSAGE = 'useRecipe must be used within a RecipeProvider';

/** The shared recipe state: the recipe (or null), loading, hasGenerated and disabled. */
export function useRecipe() {
  if (useContext(RecipeContext) === null) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return useAppSelector(selectRecipeState);
}
