import type { Recipe } from '../src/recipe/recipeTypes';

const MEASUREMENTS = [
  '2 cups',
  '1 tablespoon',
  '200 g',
  '1 teaspoon',
  '3 pieces',
  '1/2 cup',
  '150 ml',
  '1 pinch',
  '2 cloves',
  '100 g',
];

/**
 * The offline demo chef: a deterministic sample recipe built from the ingredients, so the app can be
 * tried without a token. It is labelled as a demo wherever it is shown.
 */
export function demoRecipe(ingredients: readonly string[], servings?: number): Recipe {
  const named = ingredients.length > 0 ? ingredients : ['pantry staples'];
  const [first, ...rest] = named;
  const title = rest.length > 0 ? `${first} skillet with ${rest.slice(0, 2).join(' and ')}` : `${first} skillet`;
  return {
    name: `Demo: ${title.charAt(0).toUpperCase()}${title.slice(1)}`,
    description: `A sample one-pan dish from the offline demo chef, made with ${named.join(', ')}.`,
    ingredients: [
      ...named.map((name, index) => ({ name, measurement: MEASUREMENTS[index % MEASUREMENTS.length] ?? '1 portion' })),
      { name: 'olive oil', measurement: '2 tablespoons' },
      { name: 'salt and pepper', measurement: 'to taste' },
    ],
    instructions: [
      'Heat the olive oil in a large pan over medium heat.',
      ...named.map((name) => `Add the ${name} and cook, stirring, for 3 to 4 minutes.`),
      'Season with salt and pepper, then serve hot.',
    ],
    ...(servings !== undefined && { servings }),
  };
}
