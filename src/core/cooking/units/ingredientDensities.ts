import { findTerm, foodTextOf, type TermList } from '../../food/findTerm';

/**
 * Grams in one level US cup (236.6 ml), spooned and levelled, of the dry, fat and sticky ingredients recipes
 * measure by volume: what turns "2 cups flour" into grams and "500 g flour" into cups. Liquids are not here:
 * they stay volumes (millilitres, cups).
 *
 * Source: King Arthur Baking, "Ingredient Weight Chart" (kingarthurbaking.com/learn/ingredient-weight-chart),
 * its gram figures scaled to one cup. Facts, not expression; the chart's own wording is not copied.
 * Listed from the most specific name to the least: the first entry whose names a line uses is the one.
 */
const DENSITIES: readonly { names: readonly string[]; exceptions?: readonly string[]; gramsPerCup: number }[] = [
  {
    names: ['bread flour', 'strong flour', 'harina de fuerza', 'farine de force', 'farine t65', 'weizenmehl type 550'],
    gramsPerCup: 120,
  },
  { names: ['cake flour', 'pastry flour'], gramsPerCup: 120 },
  {
    names: [
      'whole wheat flour',
      'wholemeal flour',
      'whole-wheat flour',
      'harina integral',
      'farine complete',
      'vollkornmehl',
      'farina integrale',
    ],
    gramsPerCup: 113,
  },
  { names: ['self-rising flour', 'self-raising flour'], gramsPerCup: 113 },
  {
    names: [
      'almond flour',
      'ground almonds',
      'almond meal',
      'harina de almendra',
      'almendra molida',
      'poudre d amande',
      'amandes en poudre',
      'gemahlene mandeln',
      'mandelmehl',
      'farina di mandorle',
    ],
    gramsPerCup: 96,
  },
  { names: ['rye flour', 'harina de centeno', 'farine de seigle', 'roggenmehl', 'farina di segale'], gramsPerCup: 106 },
  { names: ['semolina', 'semola'], gramsPerCup: 163 },
  { names: ['cornmeal', 'polenta', 'harina de maiz'], gramsPerCup: 138 },
  {
    names: [
      'cornstarch',
      'cornflour',
      'corn starch',
      'maicena',
      'fecule de mais',
      'speisestarke',
      'maisstarke',
      'amido di mais',
    ],
    gramsPerCup: 112,
  },
  {
    names: [
      'all-purpose flour',
      'plain flour',
      'flour',
      'harina de trigo',
      'harina',
      'farine de ble',
      'farine t45',
      'farine',
      'weizenmehl',
      'mehl',
      'farina 00',
      'farina di grano tenero',
      'farina',
    ],
    exceptions: [
      'flour tortilla',
      'rice flour',
      'coconut flour',
      'chickpea flour',
      'tortilla de harina',
      'harina de arroz',
      'harina de coco',
      'harina de garbanzo',
      'farine de riz',
      'farine de coco',
      'farine de pois chiche',
      'farine de sarrasin',
    ],
    gramsPerCup: 120,
  },
  {
    names: [
      'brown sugar',
      'light brown sugar',
      'dark brown sugar',
      'muscovado sugar',
      'azucar moreno',
      'azucar morena',
      'sucre roux',
      'cassonade',
      'brauner zucker',
      'rohrzucker',
      'zucchero di canna',
      'vergeoise',
    ],
    gramsPerCup: 213,
  },
  {
    names: [
      'icing sugar',
      "confectioners' sugar",
      'confectioners sugar',
      'powdered sugar',
      'azucar glas',
      'azucar glass',
      'sucre glace',
      'puderzucker',
      'zucchero a velo',
    ],
    gramsPerCup: 113,
  },
  {
    names: [
      'granulated sugar',
      'caster sugar',
      'white sugar',
      'sugar',
      'azucar blanco',
      'azucar',
      'sucre en poudre',
      'sucre semoule',
      'sucre',
      'zucker',
      'kristallzucker',
      'zucchero semolato',
      'zucchero',
    ],
    exceptions: ['sugar snap', 'sugar syrup'],
    gramsPerCup: 198,
  },
  { names: ['honey', 'miel', 'honig', 'miele'], gramsPerCup: 336 },
  { names: ['maple syrup', 'sirope de arce', 'sirop d erable'], gramsPerCup: 312 },
  { names: ['molasses', 'treacle'], gramsPerCup: 340 },
  { names: ['corn syrup', 'golden syrup'], gramsPerCup: 312 },
  {
    names: ['peanut butter', 'mantequilla de cacahuete', 'crema de cacahuete', 'beurre de cacahuete'],
    gramsPerCup: 270,
  },
  {
    names: ['butter', 'mantequilla', 'beurre', 'burro'],
    exceptions: [
      'butter bean',
      'butter lettuce',
      'cocoa butter',
      'mantequilla de cacao',
      'beurre de cacahuete',
      'beurre de cacao',
    ],
    gramsPerCup: 227,
  },
  { names: ['vegetable shortening', 'shortening'], gramsPerCup: 184 },
  {
    names: [
      'cocoa powder',
      'cocoa',
      'cacao en poudre',
      'kakaopulver',
      'kakao',
      'cacao amaro in polvere',
      'cacao in polvere',
    ],
    exceptions: ['cocoa butter', 'cocoa nib'],
    gramsPerCup: 84,
  },
  {
    names: ['rolled oat', 'oat', 'oatmeal', 'flocons d avoine', 'haferflocken', 'fiocchi d avena'],
    exceptions: ['oat milk'],
    gramsPerCup: 89,
  },
  { names: ['quinoa'], gramsPerCup: 177 },
  {
    names: ['rice'],
    exceptions: ['rice vinegar', 'rice noodle', 'rice paper', 'rice wine', 'rice flour'],
    gramsPerCup: 198,
  },
  { names: ['chocolate chips', 'chocolate chip'], gramsPerCup: 170 },
  { names: ['raisins', 'sultanas'], gramsPerCup: 149 },
  { names: ['walnuts'], gramsPerCup: 113 },
  { names: ['pecans'], gramsPerCup: 113 },
  { names: ['sliced almonds', 'flaked almonds'], gramsPerCup: 85 },
  { names: ['shredded coconut', 'desiccated coconut'], gramsPerCup: 85 },
  { names: ['grated parmesan', 'parmesan'], gramsPerCup: 100 },
  { names: ['shredded cheddar', 'grated cheddar', 'cheddar', 'shredded cheese', 'grated cheese'], gramsPerCup: 113 },
  { names: ['cream cheese'], gramsPerCup: 227 },
  { names: ['sour cream'], gramsPerCup: 227 },
  { names: ['greek yogurt', 'yogurt', 'yoghurt'], gramsPerCup: 227 },
  { names: ['ricotta'], gramsPerCup: 246 },
  { names: ['panko'], gramsPerCup: 50 },
  { names: ['breadcrumbs', 'bread crumbs'], gramsPerCup: 112 },
  { names: ['graham cracker crumbs'], gramsPerCup: 99 },
  { names: ['baking powder'], gramsPerCup: 192 },
  { names: ['baking soda', 'bicarbonate of soda'], gramsPerCup: 288 },
  { names: ['instant yeast', 'active dry yeast', 'yeast'], gramsPerCup: 144 },
  { names: ['table salt', 'fine salt'], gramsPerCup: 288 },
];

const LISTS: readonly { list: TermList; gramsPerCup: number }[] = DENSITIES.map(
  ({ names, exceptions, gramsPerCup }) => ({
    list: { terms: names, exceptions },
    gramsPerCup,
  }),
);

/** How many ingredients the density table knows (a test holds it to at least 40). */
export const DENSITY_COUNT = DENSITIES.length;

/** Grams in one US cup of what an ingredient line names, or null when the table does not know it. */
export function gramsPerCupOf(description: string): number | null {
  // Read once for every entry of the table: reading a text is most of the work of looking it up.
  const read = foodTextOf(description);
  return LISTS.find(({ list }) => findTerm(read, list) !== null)?.gramsPerCup ?? null;
}
