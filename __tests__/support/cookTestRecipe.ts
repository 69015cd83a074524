import { screen, within } from '@testing-library/react';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { answering, fakeDeps } from './fakeChatClient';
import { renderApp, stateWith, stubScrollingInEachTest } from './renderApp';

/** The cook tests' recipe: a quantity to scale, one to leave, a fraction, and steps with durations. */
export const recipe: Recipe = {
  name: 'Tomato pasta',
  description: 'Pasta with a quick tomato sauce.',
  ingredients: [
    { name: 'spaghetti', measurement: '200 g' },
    { name: 'tomatoes', measurement: '3' },
    { name: 'parmesan', measurement: '1/2 cup' },
    { name: 'salt', measurement: 'to taste' },
  ],
  instructions: ['Boil the spaghetti for 10 minutes.', 'Simmer the tomatoes 5 min.', 'Toss and serve.'],
  servings: 2,
};

/** What the cook listed: spaghetti and tomatoes are on hand, parmesan is not. */
export const listed = ['spaghetti', 'tomato', 'onion'];

/** The app with a recipe on screen, its cooking tools loaded. */
export async function withRecipe({ fakeTimers = false } = {}) {
  const view = renderApp({
    preloadedState: stateWith(listed),
    deps: fakeDeps(answering(JSON.stringify(recipe))),
    fakeTimers,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('button', { name: 'Start cooking' });
  return view;
}

/** The app with the recipe open in cook mode, and the dialog. */
export async function withCookModeOpen() {
  const view = await withRecipe();
  await view.user.click(screen.getByRole('button', { name: 'Start cooking' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: recipe.name }) };
}

/** The card's ingredient lines as the cook reads them. */
export const ingredientLines = () =>
  within(within(document.getElementById('results-section')!).getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Each test starts with nothing stored, and with the results' scrolling stubbed (jsdom has none). */
export function startEachTestAfresh() {
  beforeEach(() => window.localStorage.clear());
  stubScrollingInEachTest();
}

/** A recipe with every optional fact, for what is exported and shared. */
export const fullRecipe: Recipe = {
  name: 'Tomato & basil pasta',
  description: 'A quick pasta.',
  ingredients: [{ name: 'spaghetti', measurement: '200 g' }],
  instructions: ['Boil the pasta for 10 minutes.', 'Toss with the sauce.'],
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 80,
};
