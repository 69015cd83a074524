import { singularWord } from '../../lib/englishPlurals';
import { spanishSingular } from '../../lib/spanishPlurals';
import { wordsOf } from '../../lib/findTerm';

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

/**
 * What cooks type for each group, in the singular, in every language of the food table: "coeliac" is gluten,
 * "lactose" and "dairy" are milk, "Erdnuss" is peanuts, "fruits de mer" shellfish.
 */
const TYPED_NAMES: Record<Allergen, readonly string[]> = {
  peanuts: [
    'peanut',
    'groundnut',
    'peanut butter',
    'arachis',
    'monkey nut',
    'goober',
    'erdnuss',
    'erdnusse',
    'cacahuete',
    'cacahouete',
    'cacahuate',
    'mani',
    'arachide',
    'arachidi',
    'nocciolina',
    'noccioline',
  ],
  'tree nuts': [
    'tree nut',
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
    'schalenfrucht',
    'schalenfruchte',
    'baumnuss',
    'baumnusse',
    'fruit a coque',
    'fruits a coque',
    'fruto de cascara',
    'frutos de cascara',
    'almendra',
    'anacardo',
    'avellana',
    'pistacho',
    'pecana',
    'pacana',
    'nuez de brasil',
    'nuez de macadamia',
    'pinon',
    'frutta a guscio',
    'frutta secca a guscio',
  ],
  milk: [
    'milk',
    'dairy',
    'dairy product',
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
    'milch',
    'milchprodukt',
    'milcheiweiss',
    'laktose',
    'lait',
    'laitage',
    'laitier',
    'produit laitier',
    'leche',
    'lacteo',
    'producto lacteo',
    'lactosa',
    'latte',
    'latticino',
    'latticini',
    'lattosio',
  ],
  eggs: ['egg', 'egg white', 'egg yolk', 'ovo', 'ei', 'eier', 'oeuf', 'huevo', 'uovo', 'uova'],
  gluten: [
    'gluten',
    'wheat',
    'coeliac',
    'celiac',
    'barley',
    'rye',
    'spelt',
    'cereal containing gluten',
    'weizen',
    'zoliakie',
    'ble',
    'coeliaque',
    'celiaque',
    'trigo',
    'celiaco',
    'celiaca',
    'frumento',
    'grano',
    'glutine',
    'celiachia',
  ],
  fish: [
    'fish',
    'finfish',
    'fin fish',
    'anchovy',
    'salmon',
    'tuna',
    'cod',
    'fisch',
    'poisson',
    'pescado',
    'pesce',
    'atun',
    'bacalao',
    'anchoa',
  ],
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
    'meeresfrucht',
    'meeresfruchte',
    'krebstier',
    'krebstiere',
    'weichtier',
    'weichtiere',
    'fruits de mer',
    'crustace',
    'mollusque',
    'marisco',
    'crustaceo',
    'molusco',
    'gamba',
    'langostino',
    'camaron',
    'cangrejo',
    'mejillon',
    'almeja',
    'calamar',
    'pulpo',
    'frutti di mare',
    'crostaceo',
    'crostacei',
    'mollusco',
    'molluschi',
  ],
  soy: ['soy', 'soya', 'soybean', 'soya bean', 'soy bean', 'tofu', 'soja', 'soia'],
  sesame: ['sesame', 'sesame seed', 'tahini', 'benne', 'gingelly', 'sesam', 'sesamo', 'ajonjoli'],
};

/**
 * Everyday words for nuts of every kind: a cook who types "nuts" means peanuts too, though a peanut is a legume,
 * so these name both groups.
 */
const ALL_NUTS: readonly Allergen[] = ['tree nuts', 'peanuts'];
const NUT_WORDS = [
  'nut',
  'mixed nut',
  'nuss',
  'nusse',
  'noix',
  'fruto seco',
  'frutos secos',
  'nuez',
  'nueces',
  'noci',
  'frutta secca',
];

const singular = (text: string) => wordsOf(text).trim().split(' ').filter(Boolean).map(singularWord).join(' ');

const GROUPS_OF_NAME = new Map<string, readonly Allergen[]>([
  ...ALLERGENS.flatMap((allergen) =>
    [allergen, ...TYPED_NAMES[allergen]].map((name) => [singular(name), [allergen]] as const),
  ),
  ...NUT_WORDS.map((name) => [singular(name), ALL_NUTS] as const),
]);

// Folded again: the singular gets back the accent its plural lost ("mejillones" → "mejillón"), the table has none.
const singularInSpanish = (text: string) =>
  wordsOf(wordsOf(text).trim().split(' ').filter(Boolean).map(spanishSingular).join(' ')).trim();

/**
 * The groups an allergy names ("Peanuts", "coeliac", "sesame seeds"; "nuts" names two), or none; a plural is
 * read as English, then as Spanish ("mejillones").
 */
export const allergensNamed = (allergy: string): readonly Allergen[] =>
  GROUPS_OF_NAME.get(singular(allergy)) ?? GROUPS_OF_NAME.get(singularInSpanish(allergy)) ?? [];

/** The first group an allergy names, or null when the table has none. */
export const allergenNamed = (allergy: string): Allergen | null => allergensNamed(allergy)[0] ?? null;
