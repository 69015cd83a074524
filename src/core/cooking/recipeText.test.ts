import { recipeText } from './recipeText';
import { fullRecipe } from '../../../__tests__/support/cookTestRecipe';

it('writes the recipe as plain text for sharing', () => {
  expect(
    recipeText(fullRecipe, ['400 g spaghetti'], {
      serves: 'Serves 4',
      ingredients: 'Ingredients',
      instructions: 'Instructions',
    }),
  ).toBe(
    [
      'Tomato & basil pasta',
      'A quick pasta.',
      'Serves 4',
      '',
      'Ingredients',
      '- 400 g spaghetti',
      '',
      'Instructions',
      '1. Boil the pasta for 10 minutes.',
      '2. Toss with the sauce.',
    ].join('\n'),
  );
});
