/**
 * The nutrition figures' yardstick: twenty recipes across the food groups, with their figures per serving worked
 * out by hand: each line's grams as SR28's portions (or the density table, for flour, sugar, butter and oats)
 * weigh it, times SR28's figures per 100 g, summed, over the servings.
 * "4 chicken thighs" is 4 × 149 g (SR28's thigh without skin); "1 litre chicken stock" is 4.227 cups × 249 g.
 */
export const HAND_WORKED = [
  {
    name: 'spinach and feta omelette',
    servings: 2,
    lines: ['4 eggs', '1 cup spinach', '50 g feta', '1 tbsp olive oil', 'salt to taste'],
    // 200 g egg, 30 g spinach, 50 g feta, 13.5 g olive oil.
    perServing: { kcal: 272.1, protein: 16.5, fat: 21.6, carbohydrate: 2.3 },
    notCounted: ['salt to taste'],
  },
  {
    name: 'lemon chicken and rice',
    servings: 4,
    lines: ['4 chicken thighs', '200 g rice', '2 cloves garlic', '1 lemon', '2 tbsp olive oil', '1 cup chicken stock'],
    perServing: { kcal: 432.6, protein: 33.5, fat: 13.4, carbohydrate: 42.1 },
    notCounted: [],
  },
  {
    name: 'tomato pasta',
    servings: 4,
    lines: [
      '400 g spaghetti',
      '1 (400 g) can chopped tomatoes',
      '1 onion',
      '3 cloves garlic',
      '2 tbsp olive oil',
      '25 g parmesan',
      'a pinch of sugar',
    ],
    perServing: { kcal: 487.3, protein: 16.1, fat: 10.3, carbohydrate: 82.3 },
    notCounted: ['a pinch of sugar'],
  },
  {
    name: 'lentil soup',
    servings: 6,
    lines: ['1 cup lentils', '2 carrots', '1 onion', '2 stalks celery', '1 litre chicken stock', '1 tsp cumin'],
    // 192 g lentils, 122 g carrot, 110 g onion, 80 g celery (SR28's medium stalk, 40 g), 1,052.5 g stock, 2.1 g cumin.
    perServing: { kcal: 142.3, protein: 9.6, fat: 0.9, carbohydrate: 25.3 },
    notCounted: [],
  },
  {
    name: 'banana porridge',
    servings: 2,
    lines: ['1 cup rolled oats', '2 cups milk', '1 tbsp honey', '1 banana'],
    // 89 g oats (the density table), 488 g milk, 21 g honey, 118 g banana.
    perServing: { kcal: 406.4, protein: 15.9, fat: 11.2, carbohydrate: 63.3 },
    notCounted: [],
  },
  {
    name: 'beef chilli',
    servings: 4,
    lines: [
      '1 lb ground beef',
      '1 onion',
      '400 g canned tomatoes',
      '2 tsp chili powder',
      '1 red pepper',
      '1 tbsp vegetable oil',
    ],
    perServing: { kcal: 359.0, protein: 21.0, fat: 26.7, carbohydrate: 8.5 },
    notCounted: [],
  },
  {
    name: 'salmon and broccoli',
    servings: 2,
    lines: ['300 g salmon', '2 cups broccoli', '1 tbsp soy sauce', '1 tsp sesame oil', '1 lime'],
    perServing: { kcal: 377.3, protein: 34.1, fat: 22.8, carbohydrate: 10.0 },
    notCounted: [],
  },
  {
    name: 'pancakes',
    servings: 4,
    lines: ['1 1/2 cups flour', '1 1/4 cups milk', '1 egg', '2 tbsp sugar', '2 tbsp butter', '1 tsp baking powder'],
    // 180 g flour, 24.75 g sugar, 28.4 g butter and 4 g baking powder by the density table; 305 g milk; a 50 g egg.
    perServing: { kcal: 303.5, protein: 8.7, fat: 9.9, carbohydrate: 44.6 },
    notCounted: [],
  },
  {
    name: 'shrimp and egg noodles',
    servings: 2,
    lines: [
      '250 g shrimp',
      '1 red pepper',
      '1 tbsp sesame oil',
      '2 tbsp soy sauce',
      '1 tsp ginger',
      '150 g egg noodles',
    ],
    // A medium red pepper, 119 g; SR28's tablespoons of oil (13.6 g) and soy sauce (16 g), its teaspoon of ginger.
    perServing: { kcal: 482.1, protein: 37.7, fat: 11.0, carbohydrate: 58.0 },
    notCounted: [],
  },
  {
    name: 'chickpea curry',
    servings: 4,
    lines: [
      '1 (400 g) can chickpeas',
      '400 ml coconut milk',
      '1 onion',
      '2 cloves garlic',
      '1 tbsp vegetable oil',
      '200 g spinach',
      '1 tsp cumin',
    ],
    // 400 ml is 1.69 cups of coconut milk at SR28's 226 g a cup: 382 g.
    perServing: { kcal: 383.8, protein: 10.9, fat: 26.7, carbohydrate: 30.7 },
    notCounted: [],
  },
  {
    name: 'greek salad',
    servings: 2,
    lines: ['1 cucumber', '2 tomatoes', '100 g feta', '2 tbsp olive oil', '1/2 red onion'],
    // SR28's cucumber, 301 g; medium tomatoes, 123 g; half a medium onion, 55 g.
    perServing: { kcal: 307.1, protein: 9.5, fat: 24.6, carbohydrate: 14.9 },
    notCounted: [],
  },
  {
    name: 'baked potatoes',
    servings: 4,
    lines: ['4 potatoes', '2 tbsp butter', '100 g cheddar', '4 tbsp sour cream'],
    // Medium potatoes, 213 g; sour cream by SR28's tablespoon, 14.2 g.
    perServing: { kcal: 326.9, protein: 9.8, fat: 17.1, carbohydrate: 34.9 },
    notCounted: [],
  },
  {
    name: 'turkey meatballs',
    servings: 4,
    lines: ['500 g ground turkey', '1 egg', '50 g breadcrumbs', '25 g parmesan', '2 cloves garlic'],
    // Dry breadcrumbs, SR28 18079: 50 g add 197.5 kcal, 6.7 g protein, 2.7 g fat, 36.0 g carbohydrate.
    perServing: { kcal: 280.8, protein: 29.7, fat: 13.2, carbohydrate: 10.5 },
    notCounted: [],
  },
  {
    name: 'cod with peas',
    servings: 2,
    lines: ['2 cod fillets', '1 cup frozen peas', '1 tbsp butter', '1/2 lemon'],
    // SR28's cod fillet, 116 g; its cup of peas, 134 g.
    perServing: { kcal: 186.7, protein: 21.4, fat: 6.5, carbohydrate: 10.5 },
    notCounted: [],
  },
  {
    name: 'apple crumble',
    servings: 6,
    lines: [
      '4 apples',
      '1 cup rolled oats',
      '1/2 cup flour',
      '1/2 cup brown sugar',
      '1/2 cup butter',
      '1 tsp cinnamon',
    ],
    // Medium apples, 182 g; oats, flour, brown sugar (213 g a cup) and butter by the density table.
    perServing: { kcal: 361.3, protein: 4.1, fat: 16.7, carbohydrate: 52.0 },
    notCounted: [],
  },
  {
    name: 'pork chops with cabbage',
    servings: 2,
    lines: ['2 pork chops', '2 cups cabbage', '1 tbsp vegetable oil', '1 apple'],
    // SR28's chop without its bone, 117 g; its cup of chopped cabbage, 89 g.
    perServing: { kcal: 363.1, protein: 24.5, fat: 22.0, carbohydrate: 17.7 },
    notCounted: [],
  },
  {
    name: 'mushroom risotto',
    servings: 4,
    lines: [
      '300 g arborio rice',
      '250 g mushrooms',
      '1 litre chicken stock',
      '1 onion',
      '50 g parmesan',
      '2 tbsp butter',
    ],
    perServing: { kcal: 417.6, protein: 12.9, fat: 10.5, carbohydrate: 67.5 },
    notCounted: [],
  },
  {
    name: 'guacamole',
    servings: 4,
    lines: ['3 avocados', '1 lime', '1/4 cup cilantro', '1 tomato', '1/2 onion', 'salt to taste'],
    // An avocado, 201 g; SR28's lime, 67 g.
    perServing: { kcal: 257.5, protein: 3.6, fat: 22.2, carbohydrate: 17.1 },
    notCounted: ['salt to taste'],
  },
  {
    name: 'lamb kofta',
    servings: 4,
    lines: ['500 g ground lamb', '1 onion', '2 tsp cumin', '1 tsp paprika', '2 tbsp parsley'],
    perServing: { kcal: 369.7, protein: 21.3, fat: 29.6, carbohydrate: 3.5 },
    notCounted: [],
  },
  {
    name: 'quinoa salad',
    servings: 4,
    lines: ['200 g quinoa', '1 cucumber', '200 g cherry tomatoes', '1 lemon', '3 tbsp olive oil', '100 g feta'],
    perServing: { kcal: 364.0, protein: 11.7, fat: 18.7, carbohydrate: 39.1 },
    notCounted: [],
  },
];

/** Within `share` of the hand-worked figure, as the tolerance puts it, or within `slack`. */
const agrees = (actual: number, expected: number, share: number, slack: number) =>
  Math.abs(actual - expected) <= Math.max(expected * share, slack);

type HandWorked = (typeof HAND_WORKED)[number]['perServing'];

/**
 * Which figures agree with the hand-worked ones: energy within 10 %, each macronutrient within 15 %. Figures shown
 * as a label rounds them (to the gram) may also be off by the half gram of that rounding.
 */
export const agreement = (figures: HandWorked, handWorked: HandWorked, { labelRounded = false } = {}) => {
  const slack = labelRounded ? 0.5 : 0;
  return {
    energy: agrees(figures.kcal, handWorked.kcal, 0.1, 0),
    protein: agrees(figures.protein, handWorked.protein, 0.15, slack),
    fat: agrees(figures.fat, handWorked.fat, 0.15, slack),
    carbohydrate: agrees(figures.carbohydrate, handWorked.carbohydrate, 0.15, slack),
  };
};
export const AGREES = { energy: true, protein: true, fat: true, carbohydrate: true };
