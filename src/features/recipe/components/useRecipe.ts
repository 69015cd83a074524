import { useContext } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectRecipeState } from '../recipeSlice';
import { RecipeRequestContext, type RecipeRequestControls } from './RecipeRequestControls';

export const OUTSIDE_PROVIDER_MESSAGE = 'useRecipe must be used within a RecipeRequestControlsProvider';

/** Request and Stop, without subscribing to the recipe state (so streaming does not re-render the caller). */
export function useRecipeControls(): RecipeRequestControls {
  const controls = useContext(RecipeRequestContext);
  if (controls === null) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return controls;
}

/** The shared recipe state (recipe, loading, hasGenerated, disabled, …) with Request and Stop. */
export function useRecipe() {
  const controls = useRecipeControls();
  return { ...useAppSelector(selectRecipeState), ...controls };
}
