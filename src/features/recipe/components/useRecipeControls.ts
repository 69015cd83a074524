import { useContext } from 'react';
import { RecipeRequestContext, type RecipeRequestControls } from './RecipeRequestControls';

export const OUTSIDE_PROVIDER_MESSAGE = 'useRecipeControls must be used within a RecipeRequestControlsProvider';

/** Request and Stop, without subscribing to the recipe state (so streaming does not re-render the caller). */
export function useRecipeControls(): RecipeRequestControls {
  const controls = useContext(RecipeRequestContext);
  if (controls === null) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return controls;
}
