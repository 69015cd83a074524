import { useAppSelector } from '../app/hooks';
import { lazyComponent } from '../components/lazyComponent';
import { LazyPart } from '../components/LazyPart';
import { recipeAreaMounted } from './recipeSectionsShown';

// Not on the first screen, so not in the first download: the chunk (with the recipe slice, which it injects)
// is loaded at idle time (see index.tsx) and mounted from the 2nd ingredient, the panel shown from the 3rd.
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

/** The recipe area (RecipeArea): from the 2nd ingredient, or while a recipe opened from My recipes is shown. */
export function LazyRecipeArea() {
  const mounted = useAppSelector(recipeAreaMounted);
  return mounted ? (
    <LazyPart name="the recipe panel" retry={RecipeAreaOnDemand.retry}>
      <RecipeAreaOnDemand />
    </LazyPart>
  ) : null;
}
