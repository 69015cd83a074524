import type { TermList } from './findTerm';
import more from './moreNonFoods.json';
import { EVERYDAY_NON_FOODS, KITCHEN_ITEMS } from './nonFoods';

/**
 * Every non-food the app knows: the everyday names and the rest (moreNonFoods.json: chemical, product and brand
 * names, and the everyday names in the other languages). The recipe check and the server always use it; the
 * page's list, once it has arrived (features/ingredients/loadAllNonFoods.ts).
 */
export const ALL_NON_FOODS: TermList = {
  terms: [...EVERYDAY_NON_FOODS.terms, ...Object.values(more.terms).flat()],
  exceptions: KITCHEN_ITEMS,
};
