import { findTerm, wordsOf, type FoodText, type TermList } from '../../lib/findTerm';

/**
 * Household chemicals, medicines and other things that are not food, by their common, chemical and brand names
 * (Poison Control's lists of household poisonings: cleaners, solvents, pesticides, fuels, medicines). A
 * supermarket's meal bot once turned "bleach" and "ammonia" into a recipe for chlorine gas; the form refuses
 * them, and a reply that uses one is withheld. What a kitchen uses around food (plastic wrap, parchment, foil,
 * twine) is never one of them.
 */
const NON_FOODS: TermList = {
  terms: [
    // cleaners and their chemicals
    'bleach', 'chlorine bleach', 'oxygen bleach', 'ammonia', 'chlorine', 'sodium hypochlorite', 'calcium hypochlorite',
    'hypochlorite', 'pool chlorine', 'pool shock', 'detergent', 'laundry detergent', 'dish soap', 'dishwashing liquid',
    'washing up liquid', 'fairy liquid', 'dawn dish soap', 'soap', 'hand soap', 'liquid soap', 'shampoo',
    'hair conditioner', 'body wash', 'shower gel', 'bubble bath', 'toothpaste', 'mouthwash', 'deodorant',
    'cologne', 'aftershave', 'lotion', 'sunscreen', 'sun cream', 'hand cream', 'laundry pod', 'tide pod',
    'fabric softener', 'fabric conditioner', 'dishwasher tablet', 'dishwasher detergent', 'rinse aid', 'limescale remover',
    'descaler', 'drain cleaner', 'drain unblocker', 'oven cleaner', 'window cleaner', 'glass cleaner', 'toilet cleaner',
    'bathroom cleaner', 'floor cleaner', 'cleaning spray', 'disinfectant', 'antibacterial spray',
    'hand sanitizer', 'hand sanitiser', 'sanitiser', 'sanitizer', 'sterilising fluid', 'domestos', 'clorox', 'dettol',
    'lysol', 'windex', 'harpic', 'cillit bang', 'mr muscle', 'oxiclean', 'febreze', 'zoflora', 'jeyes fluid',
    'toilet duck', 'pine sol', 'mr clean', 'lye', 'caustic soda', 'sodium hydroxide', 'potassium hydroxide',
    'hydrochloric acid', 'muriatic acid', 'sulfuric acid', 'sulphuric acid', 'nitric acid', 'hydrofluoric acid',
    'battery acid', 'ammonium hydroxide', 'sodium percarbonate', 'borax', 'boric acid', 'formaldehyde', 'formalin',
    'chloroform', 'hydrogen peroxide', 'silica gel', 'desiccant', 'cat litter',
    // solvents, fuels and the garage
    'methanol', 'methylated spirit', 'meths', 'white spirit', 'mineral spirit', 'surgical spirit', 'denatured alcohol',
    'rubbing alcohol', 'isopropyl alcohol', 'isopropanol', 'ethylene glycol', 'antifreeze', 'coolant', 'brake fluid',
    'transmission fluid', 'screenwash', 'windscreen wash', 'windshield washer fluid', 'gasoline', 'petrol', 'diesel',
    'kerosene', 'paraffin', 'paraffin wax', 'lamp oil', 'jet fuel', 'butane', 'propane', 'motor oil', 'engine oil',
    'lighter fluid', 'firelighter', 'charcoal briquette', 'wd 40', 'turpentine', 'paint thinner', 'acetone', 'naphtha',
    'benzene', 'toluene', 'xylene', 'nail polish', 'nail polish remover', 'hair dye', 'glue', 'superglue',
    'super glue', 'wood glue', 'epoxy', 'caulk', 'grout', 'cement', 'plaster of paris', 'sawdust', 'crayon',
    'play doh', 'candle wax', 'acrylic paint', 'oil paint', 'spray paint', 'emulsion paint', 'mothball',
    'battery', 'tea tree oil', 'eucalyptus oil', 'wintergreen oil', 'camphor', 'citronella oil',
    // poisons and pesticides
    'ant poison', 'rat poison', 'rat bait', 'mouse poison', 'poison', 'rodenticide', 'insecticide', 'pesticide',
    'bug spray', 'fly spray', 'insect repellent', 'mosquito repellent', 'deet', 'slug pellet', 'metaldehyde',
    'weed killer', 'weedkiller', 'herbicide', 'glyphosate', 'paraquat', 'fertilizer', 'fertiliser',
    'arsenic', 'cyanide', 'strychnine', 'mercury', 'thallium',
    // medicines and drugs
    'pill', 'sleeping pill', 'medicine', 'medication', 'cough syrup', 'cough medicine', 'cold medicine', 'painkiller',
    'aspirin', 'ibuprofen', 'paracetamol', 'acetaminophen', 'naproxen', 'diclofenac', 'codeine', 'morphine',
    'tramadol', 'oxycodone', 'hydrocodone', 'fentanyl', 'opioid', 'heroin', 'cocaine', 'methamphetamine', 'ketamine',
    'diazepam', 'lorazepam', 'alprazolam', 'zolpidem', 'benzodiazepine', 'barbiturate', 'sedative', 'antidepressant',
    'sertraline', 'fluoxetine', 'citalopram', 'amitriptyline', 'antihistamine', 'antibiotic', 'amoxicillin',
    'penicillin', 'warfarin', 'metformin', 'insulin', 'digoxin', 'lithium', 'laxative', 'tylenol', 'advil', 'motrin',
    'nurofen', 'panadol', 'calpol', 'aleve', 'benadryl', 'xanax', 'valium', 'ambien', 'viagra', 'prozac', 'zoloft',
    'adderall', 'ritalin', 'nyquil', 'dayquil', 'robitussin', 'pepto bismol', 'imodium', 'gaviscon', 'lemsip',
    'sudafed', 'claritin', 'zyrtec', 'vicks', 'vaporub', 'sudocrem', 'cigarette', 'tobacco', 'nicotine',
    'e cigarette', 'vape', 'vape juice', 'e liquid',
  ],
  exceptions: [
    'plastic wrap', 'cling film', 'clingfilm', 'food wrap', 'parchment', 'parchment paper', 'baking paper',
    'greaseproof paper', 'wax paper', 'waxed paper', 'aluminium foil', 'aluminum foil', 'tin foil', 'kitchen foil',
    'kitchen paper', 'paper towel', 'kitchen twine', 'butcher s twine', 'cooking string', 'cheesecloth', 'muslin',
    'skewer', 'toothpick', 'cocktail stick', 'plastic bag', 'zip lock bag', 'freezer bag', 'piping bag',
    'soap nut', 'soapwort', 'edible glue', 'sugar glue', 'dough conditioner',
  ],
};

/**
 * Words that name something not food only when they are the whole ingredient: "paint" and "plastic" are not food,
 * but a step that says to paint the loaf with oil or cover the bowl with plastic is cooking.
 */
const NOT_FOOD_AS_A_NAME = new Set(
  [
    'paint', 'paints', 'plastic', 'plastics', 'tablet', 'tablets', 'capsule', 'capsules', 'foil', 'wax', 'chalk',
    'cleaner', 'cleaners', 'perfume',
  ].map(
    (name) => wordsOf(name).trim(),
  ),
);

/** The non-food the text (a step, a line, a description) names ("bleach"), or null. */
export const nonFoodIn = (text: string | FoodText): string | null => findTerm(text, NON_FOODS);

/** The non-food an ingredient's name names, or null: also the words that are not food only on their own ("paint"). */
export function nonFoodNamed(name: string): string | null {
  const words = wordsOf(name).trim();
  return NOT_FOOD_AS_A_NAME.has(words) ? words : nonFoodIn(name);
}

/**
 * Builds the check's word lists (about 300 terms with their plurals) ahead of need, at idle time: otherwise the
 * first Add builds them, in the task that shows the first row (8-25 ms at 4x CPU).
 */
export const prepareNonFoodCheck = async (): Promise<void> => {
  nonFoodIn('');
};
