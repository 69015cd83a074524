import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/withTypes';
import { useLoadParts } from '../components/OnDemand';
import { selectCanRequestRecipe } from '../features/ingredients/ingredientsSlice';
import { GeneratePanel } from '../features/recipe/components/GeneratePanel';
import { RecipeRequestControlsProvider } from '../features/recipe/components/RecipeRequestControls';
import { RecipeResults } from '../features/recipe/components/RecipeResults';
import { prefetchRecipeModel } from '../features/recipe/prefetchRecipeModel';
import { recipeSectionsShown } from './recipeSectionsShown';

/**
 * The `recipeArea` part, placed from the 2nd ingredient: it fetches what a request needs at once (the model
 * client, the request's code, then the cook's card), so the tap on "Get a recipe" finds it here; then the
 * generate panel and the results, sharing the running request. They are mounted while a recipe can be asked for
 * (or one opened from My recipes is shown), so unmounting them (the list dropping below 3, Clear All) stops a
 * running request.
 */
export function RecipeArea() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(recipeSectionsShown);
  const canRequest = useAppSelector(selectCanRequestRecipe);
  const loadCookableRecipe = useLoadParts('cookableRecipe');
  useEffect(() => dispatch(prefetchRecipeModel(loadCookableRecipe)), [dispatch, loadCookableRecipe]);
  return shown ? (
    <RecipeRequestControlsProvider>
      {canRequest && <GeneratePanel />}
      <RecipeResults />
    </RecipeRequestControlsProvider>
  ) : null;
}
