import { useAppSelector } from '../../../app/hooks';
import { lazyComponent } from '../../../components/lazyComponent';
import { LazyPart } from '../../../components/LazyPart';
import { selectCanRequestRecipe } from '../../ingredients/ingredientsSlice';

// Not on the first screen, so not in the first download: the chunk (with the recipe slice, which it injects)
// is loaded at idle time (see index.tsx) and shown at 3 ingredients. Results render nothing below 3 anyway.
export const RecipeSectionsOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "recipe-ui" */ './RecipeSections').then((module) => module.RecipeSections),
);

/**
 * The generate panel and the results section below it, once the list holds enough ingredients or a recipe
 * opened from My recipes is to be shown (the recipe state is read raw: its slice is not in this download).
 */
export function LazyRecipeSections() {
  const shown = useAppSelector(
    (state) =>
      selectCanRequestRecipe(state) || (state.recipe?.openedFromMyRecipes === true && state.recipe.hasGenerated),
  );
  return shown ? (
    <LazyPart name="the recipe panel" load={RecipeSectionsOnDemand.load}>
      <RecipeSectionsOnDemand />
    </LazyPart>
  ) : null;
}
