import { singularWord } from '../lib/englishPlurals';
import { wordsOf } from '../lib/findTerm';

/** The nine allergen groups the app's table knows (foodTable/), as the cook is told them. */
export const ALLERGENS = [
  'peanuts',
  'tree nuts',
  'milk',
  'eggs',
  'gluten',
  'fish',
  'shellfish',
  'soy',
  'sesame',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/** What cooks type for each group, in the singular: "coeliac" is gluten, "lactose" and "dairy" are milk. */
const TYPED_NAMES: Record<Allergen, readonly string[]> = {
  peanuts: [
    'peanut',
    'groundnut',
    'peanut butter',
    'arachis',
    'monkey nut',
    'goober',
    'erdnuss',
    'cacahuete',
    'arachide',
  ],
  'tree nuts': [
    'tree nut',
    'nut',
    'almond',
    'walnut',
    'cashew',
    'hazelnut',
    'pecan',
    'pistachio',
    'macadamia',
    'brazil nut',
    'pine nut',
    'pignoli',
    'filbert',
    'mixed nut',
  ],
  milk: [
    'milk',
    'dairy',
    'lactose',
    'cow milk',
    'cow s milk',
    'cows milk',
    'milk protein',
    'casein',
    'whey',
    'cheese',
    'butter',
    'cream',
    'cmpa',
  ],
  eggs: ['egg', 'egg white', 'egg yolk', 'ovo'],
  gluten: ['gluten', 'wheat', 'coeliac', 'celiac', 'barley', 'rye', 'spelt', 'cereal containing gluten'],
  fish: ['fish', 'finfish', 'fin fish', 'anchovy', 'salmon', 'tuna', 'cod'],
  shellfish: [
    'shellfish',
    'seafood',
    'crustacean',
    'mollusc',
    'mollusk',
    'shrimp',
    'prawn',
    'crab',
    'lobster',
    'crayfish',
    'oyster',
    'mussel',
    'clam',
    'scallop',
    'squid',
    'octopus',
  ],
  soy: ['soy', 'soya', 'soybean', 'soya bean', 'soy bean', 'tofu'],
  sesame: ['sesame', 'sesame seed', 'tahini', 'benne', 'gingelly'],
};

const singular = (text: string) => wordsOf(text).trim().split(' ').filter(Boolean).map(singularWord).join(' ');

const GROUP_OF_NAME = new Map(
  ALLERGENS.flatMap((allergen) =>
    [allergen, ...TYPED_NAMES[allergen]].map((name) => [singular(name), allergen] as const),
  ),
);

/** The group an allergy names ("Peanuts", "coeliac", "sesame seeds"), or null when the table has none. */
export const allergenNamed = (allergy: string): Allergen | null => GROUP_OF_NAME.get(singular(allergy)) ?? null;
