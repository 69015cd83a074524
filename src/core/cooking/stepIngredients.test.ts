import { stepIngredients } from './stepIngredients';

const names = [
  'chicken thighs',
  'extra virgin olive oil',
  'garlic cloves, crushed',
  'large eggs',
  'red bell pepper',
  'salt',
];

it.each([
  ['Season the chicken with salt.', [0, 5]],
  ['Heat the oil in a pan.', [1]],
  ['Add the garlic and the bell pepper.', [2, 4]],
  ['Whisk the eggs.', [3]],
  ['Rest for 5 minutes.', []],
])('%s', (step, expected) => {
  expect(stepIngredients(names, [step])).toEqual([expected]);
});

it('does not take black pepper for a bell pepper', () => {
  expect(stepIngredients(['bell pepper'], ['Season with black pepper.'])).toEqual([[]]);
});

it('gives each step its own list', () => {
  expect(
    stepIngredients(['rice', 'onion'], ['Rinse the rice.', 'Chop the onion.', 'Stir the onion into the rice.']),
  ).toEqual([[0], [1], [0, 1]]);
});
