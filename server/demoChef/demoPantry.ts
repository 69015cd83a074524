/**
 * How the offline demo chef measures and cooks what a cook lists: each kind of food with the words that name it,
 * its usual measure for a number of servings, and the step it gets. Plain kitchen practice (meat and fish by
 * weight, eggs and onions by count, grains by cups or grams, fats and sauces by spoons), not a model.
 */
export type PantryKind =
  | 'grain'
  | 'pasta'
  | 'fat'
  | 'aromatic'
  | 'garlic'
  | 'root'
  | 'meat'
  | 'fish'
  | 'spice'
  | 'vegetable'
  | 'leafy'
  | 'legume'
  | 'liquid'
  | 'egg'
  | 'dairy'
  | 'cheese'
  | 'herb'
  | 'citrus';

interface PantryEntry {
  words: readonly string[];
  /** The measure for `servings` people. */
  measure: (servings: number) => string;
  /** The step that cooks it, for the names of this kind in the list ("the chicken and the bacon"). */
  step: (names: string) => string;
}

const perServing = (grams: number, servings: number) => `${grams * servings} g`;
const cups = (perPerson: number, servings: number) => {
  const total = perPerson * servings;
  const whole = Math.floor(total);
  const half = total - whole >= 0.5 ? '½' : '';
  const amount = whole > 0 ? `${whole}${half ? ` ${half}` : ''}` : half || '½';
  return `${amount} cup${total > 1 ? 's' : ''}`;
};

/** In the order they go into the pan: the recipe's steps follow this order. */
export const PANTRY: Record<PantryKind, PantryEntry> = {
  grain: {
    words: ['rice', 'quinoa', 'couscous', 'bulgur', 'barley', 'polenta', 'oats', 'farro', 'buckwheat'],
    measure: (servings) => cups(0.5, servings),
    step: (names) => `Cook the ${names} in salted water as the packet says (rice takes about 15 minutes), then drain.`,
  },
  pasta: {
    words: ['pasta', 'spaghetti', 'penne', 'macaroni', 'linguine', 'fusilli', 'noodles', 'tagliatelle', 'rigatoni'],
    measure: (servings) => perServing(90, servings),
    step: (names) =>
      `Boil the ${names} in well-salted water for 10 minutes, or as the packet says, then drain, keeping a cup of the water.`,
  },
  fat: {
    words: ['olive oil', 'oil', 'butter', 'ghee', 'lard'],
    measure: () => '2 tablespoons',
    step: (names) => `Heat the ${names} in a large pan over medium heat.`,
  },
  aromatic: {
    words: ['onion', 'onions', 'shallot', 'shallots', 'leek', 'leeks', 'spring onions', 'scallions'],
    measure: (servings) => (servings > 2 ? '2' : '1'),
    step: (names) => `Add the ${names}, finely chopped, and soften for 5 minutes, stirring now and then.`,
  },
  garlic: {
    words: ['garlic', 'ginger'],
    measure: (servings) => (servings > 2 ? '3 cloves' : '2 cloves'),
    step: (names) => `Add the ${names}, crushed, and cook for 1 minute.`,
  },
  root: {
    words: [
      'potato',
      'potatoes',
      'sweet potato',
      'sweet potatoes',
      'carrot',
      'carrots',
      'parsnips',
      'squash',
      'pumpkin',
      'beetroot',
    ],
    measure: (servings) => perServing(200, servings),
    step: (names) =>
      `Add the ${names}, cut into small cubes, cover and cook for 15 to 20 minutes, stirring now and then, until tender.`,
  },
  meat: {
    words: [
      'chicken',
      'beef',
      'pork',
      'lamb',
      'turkey',
      'duck',
      'sausage',
      'sausages',
      'bacon',
      'ham',
      'mince',
      'steak',
      'chorizo',
      'thighs',
      'breast',
    ],
    measure: (servings) => perServing(150, servings),
    step: (names) =>
      `Season the ${names} with salt and pepper and brown in the pan for 6 to 8 minutes, turning once, until cooked through.`,
  },
  fish: {
    words: ['salmon', 'cod', 'tuna', 'fish', 'haddock', 'trout', 'prawns', 'shrimp', 'mussels', 'mackerel', 'hake'],
    measure: (servings) => perServing(125, servings),
    step: (names) => `Lay in the ${names} and cook for 3 to 4 minutes a side, until just cooked through.`,
  },
  spice: {
    words: ['cumin', 'paprika', 'chili', 'chilli', 'turmeric', 'curry powder', 'cinnamon', 'coriander seeds'],
    measure: () => '1 teaspoon',
    step: (names) => `Stir in the ${names} and cook for 1 minute, until fragrant.`,
  },
  vegetable: {
    words: [],
    measure: (servings) => perServing(100, servings),
    step: (names) => `Add the ${names}, chopped, and cook for 5 to 6 minutes until tender.`,
  },
  leafy: {
    words: ['spinach', 'kale', 'chard', 'rocket', 'arugula', 'lettuce', 'cabbage'],
    measure: (servings) => `${servings} handfuls`,
    step: (names) => `Stir in the ${names} and let wilt for 2 minutes.`,
  },
  legume: {
    words: ['beans', 'chickpeas', 'lentils', 'black beans', 'kidney beans', 'peas'],
    measure: () => '1 can (400 g)',
    step: (names) => `Add the ${names}, drained, and warm through for 3 minutes.`,
  },
  liquid: {
    words: ['stock', 'broth', 'coconut milk', 'passata', 'wine', 'soy sauce', 'tomato sauce'],
    measure: (servings) => `${100 * servings} ml`,
    step: (names) => `Pour in the ${names} and simmer for 5 minutes.`,
  },
  egg: {
    words: ['egg', 'eggs'],
    measure: (servings) => String(2 * servings),
    step: (names) =>
      `Beat the ${names}, pour them into the pan and stir gently over low heat until just set, 2 to 3 minutes.`,
  },
  dairy: {
    words: ['cream', 'milk', 'yogurt', 'yoghurt', 'crème fraîche', 'sour cream'],
    measure: (servings) => `${50 * servings} ml`,
    step: (names) => `Take the pan off the heat and stir in the ${names}.`,
  },
  cheese: {
    words: ['cheese', 'parmesan', 'feta', 'mozzarella', 'cheddar', 'goat cheese', 'ricotta', 'halloumi'],
    measure: (servings) => perServing(25, servings),
    step: (names) => `Scatter over the ${names}.`,
  },
  herb: {
    words: ['basil', 'parsley', 'coriander', 'cilantro', 'mint', 'dill', 'chives', 'thyme', 'oregano', 'rosemary'],
    measure: (servings) => perServing(10, servings),
    step: (names) => `Finish with the ${names}, torn or chopped.`,
  },
  citrus: {
    words: ['lemon', 'lime', 'orange'],
    measure: () => '1',
    step: (names) => `Squeeze over the juice of the ${names} just before serving.`,
  },
};

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter(Boolean);

/** The kind of food an ingredient is: the kind naming its last word first ("chicken stock" is stock), else produce. */
export function pantryKind(ingredient: string): PantryKind {
  const text = ` ${wordsOf(ingredient).join(' ')} `;
  let found: { kind: PantryKind; at: number } | undefined;
  for (const [kind, entry] of Object.entries(PANTRY) as [PantryKind, PantryEntry][]) {
    for (const word of entry.words) {
      const at = text.lastIndexOf(` ${word} `);
      if (at >= 0 && (!found || at + word.length > found.at)) found = { kind, at: at + word.length };
    }
  }
  return found?.kind ?? 'vegetable';
}
