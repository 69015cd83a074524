import { findTerm, wordsOf, type FoodText, type TermList } from '../../lib/findTerm';
import { EVERYDAY_NON_FOODS, KITCHEN_ITEMS } from './everydayNonFoods';

/**
 * Words that name something not food only when they are the whole ingredient: "paint" and "plastic" are not food,
 * but a step that says to paint the loaf with oil or cover the bowl with plastic is cooking.
 */
const NOT_FOOD_AS_A_NAME = new Set(
  [
    'paint',
    'paints',
    'plastic',
    'plastics',
    'tablet',
    'tablets',
    'capsule',
    'capsules',
    'foil',
    'wax',
    'chalk',
    'cleaner',
    'cleaners',
    'perfume',
  ].map((name) => wordsOf(name).trim()),
);

/** What the form checks: the everyday names until the whole list has loaded (prepareNonFoodCheck). */
let formList: TermList = { terms: EVERYDAY_NON_FOODS, exceptions: KITCHEN_ITEMS };

/** The non-food the text (a step, a line, a description) names ("bleach"), or null. */
export const nonFoodIn = (text: string | FoodText, list: TermList = formList): string | null => findTerm(text, list);

/** The non-food an ingredient's name names, or null: also the words that are not food only on their own ("paint"). */
export function nonFoodNamed(name: string, list: TermList = formList): string | null {
  const words = wordsOf(name).trim();
  return NOT_FOOD_AS_A_NAME.has(words) ? words : nonFoodIn(name, list);
}

/**
 * Loads the whole list (about 300 names with their chemical and brand names) at idle time, and builds its word
 * sets ahead of need: otherwise the first Add builds them, in the task that shows the first row (8-25 ms at 4x
 * CPU). Kept out of the first download: its 2 KB made the page interactive about 25 ms later on a phone.
 */
export const prepareNonFoodCheck = async (): Promise<void> => {
  const { ALL_NON_FOODS } = await import(/* webpackChunkName: "non-foods" */ './allNonFoods');
  formList = ALL_NON_FOODS;
  nonFoodIn('');
};
