import type { Recipe } from '../../src/core/recipe/recipeTypes';

/**
 * A reply with its own calories, which the card must not show. 200 g rice and 2 eggs (SR28: 365 and 143 kcal per
 * 100 g; a large egg, 50 g) for 2: 436.5 kcal a serving, shown as 440 kcal (1,826 kJ); sodium (5 and 142 mg per
 * 100 g) 76 mg, shown as 75 mg, salt 0.19 g.
 */
export const friedRiceWithCalories: Recipe & { calories: number } = {
  name: 'Egg fried rice',
  description: 'Quick.',
  ingredients: [
    { name: 'rice', measurement: '200 g' },
    { name: 'eggs', measurement: '2' },
    { name: 'salt', measurement: 'to taste' },
  ],
  instructions: ['Cook the rice.', 'Fry it with the eggs.'],
  servings: 2,
  calories: 999,
};
