import type { Recipe } from '../../src/core/recipe/recipeTypes';

/** The food-safety tests' recipe: chicken, with a second step that stops short of its safe temperature. */
export const undercookedChicken: Recipe = {
  name: 'Lemon chicken',
  description: 'Chicken thighs with lemon.',
  ingredients: [
    { name: 'chicken thighs', measurement: '4' },
    { name: 'lemon', measurement: '1' },
  ],
  instructions: ['Roast at 400°F for 20 minutes.', 'Cook the chicken to 120°F and serve.'],
  servings: 2,
};
