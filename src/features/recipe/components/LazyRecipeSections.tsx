import { useAppSelector } from '../../../app/hooks';
import { lazyComponent } from '../../../components/lazyComponent';
import { LazyPart } from '../../../components/LazyPart';
import { selectCanRequestRecipe } from '../../ingredients/ingredientsSlice';

// Neither is on the first screen, so neither is in the first download: their chunk is fetched at idle time
// (prefetch) and shown at 3 ingredients. Results render nothing below 3 anyway (spec, section 2.5).
export const GeneratePanel = lazyComponent(() =>
  import(/* webpackChunkName: "recipe-ui", webpackPrefetch: true */ './GeneratePanel').then(
    (module) => module.GeneratePanel,
  ),
);

export const RecipeResults = lazyComponent(() =>
  import(/* webpackChunkName: "recipe-ui", webpackPrefetch: true */ './RecipeResults').then(
    (module) => module.RecipeResults,
  ),
);

const loadRecipeSections = () => Promise.all([GeneratePanel.load(), RecipeResults.load()]);

/** The generate panel and the results section below it, once the list holds enough ingredients. */
export function LazyRecipeSections() {
  const canRequest = useAppSelector(selectCanRequestRecipe);
  return canRequest ? (
    <LazyPart name="the recipe panel" load={loadRecipeSections}>
      <GeneratePanel />
      <RecipeResults />
    </LazyPart>
  ) : null;
}
