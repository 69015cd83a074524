import { useAppSelector } from '../../../app/hooks';
import { selectCanRequestRecipe } from '../../ingredients/ingredientsSlice';
import { GeneratePanel } from './GeneratePanel';
import { RecipeResults } from './RecipeResults';
import { RecipeRequestControlsProvider } from './RecipeRequestControls';

/**
 * The generate panel and the results, sharing the running request. Mounted while a recipe can be asked for (or
 * one opened from My recipes is shown), so unmounting (the list dropping below 3, Clear All) stops a running
 * request.
 */
export function RecipeSections() {
  const canRequest = useAppSelector(selectCanRequestRecipe);
  return (
    <RecipeRequestControlsProvider>
      {canRequest && <GeneratePanel />}
      <RecipeResults />
    </RecipeRequestControlsProvider>
  );
}
