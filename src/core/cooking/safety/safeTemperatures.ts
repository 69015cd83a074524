import type { TermList } from '../../../lib/findTerm';

/** One kind of food with the lowest internal temperature at which it is safe to eat. */
export interface SafeTemperature {
  kind: 'poultry' | 'ground meat' | 'fish' | 'whole cut' | 'egg dish' | 'casserole';
  celsius: number;
  fahrenheit: number;
  /** Minutes the meat rests after cooking, for the temperature to do its work. */
  restMinutes?: number;
  foods: TermList;
}

/**
 * Safe minimum internal temperatures. Source: USDA Food Safety and Inspection Service, "Safe Minimum Internal
 * Temperature Chart" (fsis.usda.gov, public domain). Listed so that the first kind whose foods a text names is
 * the one: ground meat before whole cuts ("ground beef" is not a steak), poultry before both.
 */
export const SAFE_TEMPERATURES: readonly SafeTemperature[] = [
  {
    kind: 'poultry',
    celsius: 74,
    fahrenheit: 165,
    foods: {
      terms: ['chicken', 'turkey', 'duck', 'goose', 'quail', 'poultry', 'stuffing', 'poussin', 'cornish hen'],
      exceptions: [
        'chicken stock',
        'chicken broth',
        'chicken bouillon',
        'turkey stock',
        'turkey broth',
        'duck fat',
        'chicken of the woods',
      ],
    },
  },
  {
    kind: 'ground meat',
    celsius: 71,
    fahrenheit: 160,
    foods: {
      terms: [
        'ground beef',
        'ground pork',
        'ground lamb',
        'ground veal',
        'minced beef',
        'minced pork',
        'minced lamb',
        'minced veal',
        'beef mince',
        'pork mince',
        'lamb mince',
        'mince',
        'hamburger',
        'burger',
        'meatball',
        'meatloaf',
        'sausage',
        'kofta',
      ],
      exceptions: ['veggie burger', 'vegetable burger', 'bean burger', 'mince pie'],
    },
  },
  {
    kind: 'fish',
    celsius: 63,
    fahrenheit: 145,
    foods: {
      terms: [
        'fish',
        'salmon',
        'cod',
        'tuna',
        'trout',
        'halibut',
        'tilapia',
        'haddock',
        'sea bass',
        'snapper',
        'mackerel',
        'swordfish',
        'catfish',
        'sole',
        'shrimp',
        'prawn',
        'scallop',
        'lobster',
        'crab',
        'mussel',
        'clam',
        'oyster',
        'squid',
        'shellfish',
      ],
      exceptions: [
        'fish sauce',
        'fish stock',
        'oyster sauce',
        'oyster mushroom',
        'canned tuna',
        'tinned tuna',
        'smoked salmon',
        'crab apple',
      ],
    },
  },
  {
    kind: 'whole cut',
    celsius: 63,
    fahrenheit: 145,
    restMinutes: 3,
    foods: {
      terms: [
        'beef',
        'steak',
        'pork',
        'pork chop',
        'pork loin',
        'tenderloin',
        'lamb',
        'veal',
        'roast beef',
        'brisket',
        'lamb chop',
      ],
      exceptions: ['beef stock', 'beef broth', 'beef bouillon', 'pork rind', 'lamb lettuce', 'lamb’s lettuce'],
    },
  },
  {
    kind: 'egg dish',
    celsius: 71,
    fahrenheit: 160,
    foods: { terms: ['frittata', 'omelette', 'omelet', 'quiche', 'shakshuka', 'strata', 'scrambled egg', 'egg bake'] },
  },
  {
    kind: 'casserole',
    celsius: 74,
    fahrenheit: 165,
    foods: { terms: ['casserole', 'leftover'] },
  },
];
