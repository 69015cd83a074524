import type { Recipe } from '../src/core/recipe/recipeTypes';

/** A recipe of the length and shape a model typically sends for three ingredients (about 260 tokens). */
export const realisticRecipe: Recipe = {
  name: 'Spinach and Feta Frittata',
  description:
    'A fluffy Mediterranean-style frittata with wilted spinach and salty feta, ready in about 25 minutes and good warm or cold.',
  ingredients: [
    { name: 'eggs', measurement: '6 large' },
    { name: 'fresh spinach', measurement: '150 g' },
    { name: 'feta cheese, crumbled', measurement: '100 g' },
    { name: 'olive oil', measurement: '1 tablespoon' },
    { name: 'onion, finely chopped', measurement: '1 small' },
    { name: 'garlic, minced', measurement: '1 clove' },
    { name: 'milk', measurement: '3 tablespoons' },
    { name: 'salt', measurement: '1/2 teaspoon' },
    { name: 'black pepper', measurement: '1/4 teaspoon' },
  ],
  instructions: [
    'Heat the oven grill to medium-high.',
    'Whisk the eggs with the milk, salt and pepper in a bowl.',
    'Warm the olive oil in an ovenproof frying pan over medium heat and soften the onion for 4 minutes.',
    'Add the garlic and spinach and stir until the spinach has wilted, about 2 minutes.',
    'Pour in the egg mixture, scatter the feta over it and cook without stirring for 5 to 6 minutes until the edges set.',
    'Slide the pan under the grill for 3 to 4 minutes until the top is puffed and golden.',
    'Rest for 2 minutes, then cut into wedges and serve.',
  ],
};
