import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCanRequestRecipe } from '../ingredients/ingredientsSlice';

// Not on the first screen, so not in the first download: fetched at idle time (prefetch) and shown at 3 ingredients.
const GeneratePanel = lazy(() =>
  import(/* webpackChunkName: "recipe-ui" */ './GeneratePanel').then((module) => ({
    default: module.GeneratePanel,
  })),
);

export function LazyGeneratePanel() {
  const canRequest = useAppSelector(selectCanRequestRecipe);
  return canRequest ? (
    <Suspense fallback={null}>
      <GeneratePanel />
    </Suspense>
  ) : null;
}
