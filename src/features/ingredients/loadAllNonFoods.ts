import type { AppThunk } from '../../app/store';
import { nonFoodIn } from '../../core/food/nonFoods';
import { allNonFoodsLoaded } from './ingredientsSlice';

/**
 * Loads the whole list of non-foods (about 500 names with their chemical and brand names, in five languages) at
 * idle time and hands it to the list, which refuses the everyday names until then. Builds its word sets ahead of
 * need: otherwise the first Add builds them, in the task that shows the first row (8-25 ms at 4x CPU). Kept out of
 * the first download: its 2 KB made the page interactive about 25 ms later on a phone.
 */
export const loadAllNonFoods = (): AppThunk<Promise<void>> => async (dispatch) => {
  const { ALL_NON_FOODS } = await import(/* webpackChunkName: "non-foods" */ '../../core/food/allNonFoods');
  nonFoodIn('', ALL_NON_FOODS);
  dispatch(allNonFoodsLoaded(ALL_NON_FOODS));
};
