import { findTerm, wordsOf, type FoodText, type TermList } from './findTerm';
import everyday from './everydayNonFoods.json';

/** Words that are not food only when they are the whole ingredient ("paint"; but "paint the loaf with oil"). */
const ONLY_AS_A_WHOLE_NAME = new Set(everyday.onlyAsAWholeName.terms.map((name) => wordsOf(name).trim()));

/** What a kitchen uses around food ("cling film", "kitchen twine"): never "not food". */
export const KITCHEN_ITEMS: readonly string[] = everyday.kitchenItems.terms;

/**
 * The everyday non-foods (everydayNonFoods.json): small enough for the first download, so the form refuses
 * "bleach" from the first Add. The whole list is allNonFoods.ts's.
 */
export const EVERYDAY_NON_FOODS: TermList = { terms: Object.values(everyday.terms).flat(), exceptions: KITCHEN_ITEMS };

/** The non-food the text (a step, a line, a description) names ("bleach"), or null. */
export const nonFoodIn = (text: string | FoodText, list: TermList): string | null => findTerm(text, list);

/** The non-food an ingredient's name names, or null: also the words that are not food only on their own ("paint"). */
export function nonFoodNamed(name: string, list: TermList): string | null {
  const words = wordsOf(name).trim();
  return ONLY_AS_A_WHOLE_NAME.has(words) ? words : nonFoodIn(name, list);
}
