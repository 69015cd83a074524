import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyComponent } from '../../components/lazyComponent';
import { selectIngredients } from './ingredientsSlice';

// The page opens with an empty list, so the list's code is fetched at idle time instead of up front.
export const IngredientList = lazyComponent(() =>
  import(/* webpackChunkName: "ingredient-list", webpackPrefetch: true */ './IngredientList').then(
    (module) => module.IngredientList,
  ),
);

export function LazyIngredientList({ focusInput }: { focusInput: () => void }) {
  const hasIngredients = useAppSelector(selectIngredients).length > 0;
  return hasIngredients ? (
    <Suspense fallback={null}>
      <IngredientList focusInput={focusInput} />
    </Suspense>
  ) : null;
}
