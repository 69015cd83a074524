import { useAppSelector } from '../app/hooks';
import { lazyComponent } from '../components/lazyComponent';
import { LazyPart } from '../components/LazyPart';
import { selectCanRequestRecipe } from '../features/ingredients/ingredientsSlice';

// Not on the first screen, so not in the first download: the chunk (with the recipe slice, which it injects)
// is loaded at idle time (see index.tsx) and shown at 3 ingredients. Results render nothing below 3 anyway.
export const RecipeAreaOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "recipe-ui" */ './RecipeArea').then((module) => module.RecipeArea),
);

/**
 * Everything that shows an opened recipe, for My recipes to download before it opens one: the recipe panel,
 * then the cook's card it names. Never rejects: a recipe whose tools cannot load is shown without them.
 */
export const loadRecipeView = () =>
  RecipeAreaOnDemand.load()
    .then(() => import(/* webpackChunkName: "recipe-ui" */ './recipeViewParts'))
    .then(({ CookableRecipeOnDemand }) => CookableRecipeOnDemand.load())
    .catch(() => undefined);

/**
 * The generate panel and the results section below it, once the list holds enough ingredients or a recipe
 * opened from My recipes is to be shown (the recipe state is read raw: its slice is not in this download).
 */
export function LazyRecipeArea() {
  const shown = useAppSelector(
    (state) =>
      selectCanRequestRecipe(state) || (state.recipe?.openedFromMyRecipes === true && state.recipe.hasGenerated),
  );
  return shown ? (
    <LazyPart name="the recipe panel" load={RecipeAreaOnDemand.load}>
      <RecipeAreaOnDemand />
    </LazyPart>
  ) : null;
}
