import { findTerm, wordsOf, type FoodText, type TermList } from '../../lib/findTerm';

/**
 * Household chemicals, medicines and other things that are not food. A supermarket's meal bot once turned
 * "bleach" and "ammonia" into a recipe for chlorine gas; the form refuses them, and a reply that uses one is
 * withheld. The everyday names are here, in the first download; the rest (chemical, product and brand names, in
 * allNonFoods.ts) load at idle time, and always with the recipe check.
 */
export const EVERYDAY_NON_FOODS: readonly string[] = [
  'bleach',
  'ammonia',
  'chlorine',
  'detergent',
  'dish soap',
  'washing up liquid',
  'soap',
  'shampoo',
  'toothpaste',
  'glue',
  'ant poison',
  'rat poison',
  'poison',
  'insecticide',
  'pesticide',
  'weed killer',
  'herbicide',
  'fertilizer',
  'fertiliser',
  'methanol',
  'antifreeze',
  'gasoline',
  'petrol',
  'diesel',
  'kerosene',
  'paraffin',
  'motor oil',
  'lighter fluid',
  'lye',
  'caustic soda',
  'drain cleaner',
  'oven cleaner',
  'window cleaner',
  'disinfectant',
  'hand sanitizer',
  'sanitiser',
  'sanitizer',
  'rubbing alcohol',
  'isopropyl alcohol',
  'hydrogen peroxide',
  'turpentine',
  'paint thinner',
  'acetone',
  'nail polish',
  'mothball',
  'battery',
  'pill',
  'medicine',
  'medication',
  'painkiller',
  'aspirin',
  'ibuprofen',
  'paracetamol',
  'acetaminophen',
  'sleeping pill',
  'laxative',
  'cigarette',
  'tobacco',
  'laundry pod',
  'fabric softener',
  'cement',
  'sodium hypochlorite',
];

/** What a kitchen uses around food: never "not food", whatever words it shares with a non-food. */
export const KITCHEN_ITEMS: readonly string[] = [
  'plastic wrap',
  'cling film',
  'clingfilm',
  'food wrap',
  'parchment',
  'parchment paper',
  'baking paper',
  'greaseproof paper',
  'wax paper',
  'waxed paper',
  'aluminium foil',
  'aluminum foil',
  'tin foil',
  'kitchen foil',
  'kitchen paper',
  'paper towel',
  'kitchen twine',
  'butcher s twine',
  'cooking string',
  'cheesecloth',
  'muslin',
  'skewer',
  'toothpick',
  'cocktail stick',
  'plastic bag',
  'zip lock bag',
  'freezer bag',
  'piping bag',
  'soap nut',
  'soapwort',
  'edible glue',
  'sugar glue',
  'dough conditioner',
];

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
