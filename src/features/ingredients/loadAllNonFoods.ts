import type { AppThunk } from '../../app/store';
import type { TermList } from '../../core/food/findTerm';
import { nonFoodIn } from '../../core/food/nonFoods';
import { allNonFoodsLoaded } from './ingredientsSlice';

/** The whole list of non-foods, downloaded on demand (the page's list of what loads when says when). */
export interface NonFoodDeps {
  downloadAllNonFoods: () => Promise<TermList>;
}

/**
 * Loads the whole list of non-foods (about 500 names with their chemical and brand names, in five languages) at
 * idle time and hands it to the list, which refuses the everyday names until then. Builds its word sets ahead of
 * need: otherwise the first Add builds them, in the task that shows the first row (8-25 ms at 4x CPU). Kept out of
 * the first download: its 2 KB made the page interactive about 25 ms later on a phone.
 */
export const loadAllNonFoods = (): AppThunk<Promise<void>> => async (dispatch, _getState, extra) => {
  const allNonFoods = await extra.downloadAllNonFoods();
  nonFoodIn('', allNonFoods);
  dispatch(allNonFoodsLoaded(allNonFoods));
};
