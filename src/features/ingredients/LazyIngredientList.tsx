import { useAppSelector } from '../../app/hooks';
import { lazyComponent } from '../../components/lazyComponent';
import { LazyPart } from '../../components/LazyPart';
import { selectIngredients } from './ingredientsSlice';

// The page opens with an empty list, so the list's code is loaded at idle time (see index.tsx) instead of up front.
export const IngredientListOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "ingredient-list" */ './IngredientList').then((module) => module.IngredientList),
);

export function LazyIngredientList({ focusInput }: { focusInput: () => void }) {
  const hasIngredients = useAppSelector(selectIngredients).length > 0;
  return hasIngredients ? (
    <LazyPart name="the ingredient list" retry={IngredientListOnDemand.retry}>
      <IngredientListOnDemand focusInput={focusInput} />
    </LazyPart>
  ) : null;
}
