import { findTerm, type TermList } from '../../lib/findTerm';

/**
 * Household chemicals, medicines and other things that are not food. A supermarket's meal bot once turned
 * "bleach" and "ammonia" into a recipe for chlorine gas; the form refuses them, and a reply that uses one is
 * withheld.
 */
const NON_FOODS: TermList = {
  terms: [
    'bleach', 'ammonia', 'chlorine', 'detergent', 'dish soap', 'soap', 'shampoo', 'toothpaste', 'glue',
    'ant poison', 'rat poison', 'poison', 'insecticide', 'pesticide', 'weed killer', 'herbicide', 'fertilizer',
    'fertiliser', 'methanol', 'antifreeze', 'gasoline', 'petrol', 'diesel', 'kerosene', 'paraffin', 'motor oil',
    'lighter fluid', 'lye', 'caustic soda', 'drain cleaner', 'oven cleaner', 'window cleaner', 'cleaner',
    'disinfectant', 'hand sanitizer', 'sanitiser', 'sanitizer', 'rubbing alcohol', 'isopropyl alcohol',
    'hydrogen peroxide', 'turpentine', 'paint', 'paint thinner', 'acetone', 'nail polish', 'mothball', 'battery',
    'pill', 'medicine', 'medication', 'painkiller', 'aspirin', 'ibuprofen', 'paracetamol', 'acetaminophen',
    'sleeping pill', 'laxative', 'cigarette', 'tobacco', 'laundry pod', 'fabric softener', 'plastic', 'cement',
  ],
};

/** The non-food the text names ("bleach"), or null. */
export const nonFoodIn = (text: string): string | null => findTerm(text, NON_FOODS);

/**
 * Builds the check's word lists (60 terms with their plurals) ahead of need, at idle time: otherwise the first
 * Add builds them, in the task that shows the first row (8-25 ms at 4x CPU).
 */
export const prepareNonFoodCheck = async (): Promise<void> => {
  nonFoodIn('');
};
