import { EVERYDAY_NON_FOODS, nonFoodIn } from '../../core/food/nonFoods';
import type { TermList } from '../../core/food/findTerm';

/** What the form checks: the everyday names until the whole list has loaded (prepareNonFoodCheck). */
let formNonFoods: TermList = EVERYDAY_NON_FOODS;

/** The non-foods the form refuses now. */
export const formNonFoodList = (): TermList => formNonFoods;

/**
 * Loads the whole list (about 500 names with their chemical and brand names, in five languages) at idle time, and
 * builds its word sets ahead of need: otherwise the first Add builds them, in the task that shows the first row
 * (8-25 ms at 4x CPU). Kept out of the first download: its 2 KB made the page interactive about 25 ms later on a
 * phone.
 */
export async function prepareNonFoodCheck(): Promise<void> {
  const { ALL_NON_FOODS } = await import(/* webpackChunkName: "non-foods" */ '../../core/food/allNonFoods');
  formNonFoods = ALL_NON_FOODS;
  nonFoodIn('', ALL_NON_FOODS);
}
