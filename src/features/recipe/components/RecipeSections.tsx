import { GeneratePanel } from './GeneratePanel';
import { RecipeResults } from './RecipeResults';
import { RecipeRequestControlsProvider } from './RecipeRequestControls';

/**
 * The generate panel and the results, sharing the running request. Mounted only while a recipe can be asked
 * for, so unmounting (the list dropping below 3, Clear All) stops a running request.
 */
export function RecipeSections() {
  return (
    <RecipeRequestControlsProvider>
      <GeneratePanel />
      <RecipeResults />
    </RecipeRequestControlsProvider>
  );
}
