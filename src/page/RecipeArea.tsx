import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/withTypes';
import { OnDemand, useLoadParts } from '../components/OnDemand';
import type { Recipe } from '../core/recipe/recipeTypes';
import { selectCanRequestRecipe } from '../features/ingredients/ingredientsSlice';
import { GeneratePanel } from '../features/recipe/components/GeneratePanel';
import { RecipeRequestControlsProvider } from '../features/recipe/components/RecipeRequestControls';
import { RecipeResults } from '../features/recipe/components/RecipeResults';
import type { CookableRecipePart } from '../features/recipe/components/ShownRecipe';
import { prefetchRecipeModel } from '../features/recipe/prefetchRecipeModel';
import { recipeSectionsShown } from './recipeSectionsShown';

declare module '../components/OnDemand' {
  interface LazyPartProps {
    /** The cook's card for a finished recipe, with its tools. */
    cookableRecipe: { recipe: Recipe };
    /** Under a shown recipe: its changes, its versions and other ideas. */
    recipeSteering: object;
  }
}

// One function for every render, so the memoised finished card is not rendered again for a new one.
const cookableRecipe: CookableRecipePart = (recipe, specCard) => (
  <OnDemand part="cookableRecipe" recipe={recipe} fallback={specCard} />
);

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
      <RecipeResults cookableRecipe={cookableRecipe} steering={<OnDemand part="recipeSteering" />} />
    </RecipeRequestControlsProvider>
  ) : null;
}
