/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import { startEachTestAfresh } from '../../../__tests__/support/cookTestRecipe';
import type { Recipe } from '../../core/recipe/recipeTypes';
import { requestRecipe } from '../recipe/requestRecipe';
import { unitsChosen } from '../preferences/preferencesSlice';
import {
  asWrittenToggled,
  selectIngredientLines,
  selectRecipeForExport,
  selectShoppingList,
  selectShownSteps,
  servingsChanged,
} from './cookSlice';

startEachTestAfresh();

const cake: Recipe = {
  name: 'Butter cake',
  description: 'A plain cake.',
  ingredients: [
    { name: 'all-purpose flour', measurement: '2 cups' },
    { name: 'butter', measurement: '1 tbsp' },
    { name: 'milk', measurement: '1 cup' },
    { name: 'eggs', measurement: '2' },
  ],
  instructions: ['Heat the oven to 350°F.', 'Bake in a 9-inch pan for 30 minutes.'],
  servings: 4,
};

const withCake = async () => {
  const store = makeStore(stateWith(['flour', 'butter', 'milk']), fakeDeps(answering(JSON.stringify(cake))));
  await store.dispatch(requestRecipe());
  return store;
};

describe('the card in the cook’s units', () => {
  it('shows the recipe’s own lines and steps with no units chosen', async () => {
    const store = await withCake();
    expect(selectIngredientLines(store.getState())).toEqual([
      '2 cups all-purpose flour',
      '1 tbsp butter',
      '1 cup milk',
      '2 eggs',
    ]);
    expect(selectShownSteps(store.getState())).toEqual(cake.instructions);
  });

  it('converts the lines, the steps and the shopping list in Metric', async () => {
    const store = await withCake();
    store.dispatch(unitsChosen('metric'));
    expect(selectIngredientLines(store.getState())).toEqual([
      '240 g all-purpose flour',
      '14 g butter',
      '235 ml milk',
      '2 eggs',
    ]);
    expect(selectShownSteps(store.getState())).toEqual([
      'Heat the oven to 175 °C.',
      'Bake in a 23 cm pan for 30 minutes.',
    ]);
    expect(selectShoppingList(store.getState())).toContain('2 eggs');
    expect(selectShoppingList(store.getState())).not.toContain('240 g all-purpose flour');
  });

  it('shows the same lines whichever the cook changed first, servings or units', async () => {
    const servingsFirst = await withCake();
    servingsFirst.dispatch(servingsChanged(12));
    servingsFirst.dispatch(unitsChosen('metric'));
    const unitsFirst = await withCake();
    unitsFirst.dispatch(unitsChosen('metric'));
    unitsFirst.dispatch(servingsChanged(12));
    expect(selectIngredientLines(servingsFirst.getState())).toEqual(selectIngredientLines(unitsFirst.getState()));
    expect(selectIngredientLines(unitsFirst.getState())).toEqual([
      '720 g all-purpose flour',
      '43 g butter',
      '710 ml milk',
      '6 eggs',
    ]);
  });

  it('shows the recipe as written, and back, with one tap', async () => {
    const store = await withCake();
    store.dispatch(unitsChosen('metric'));
    store.dispatch(asWrittenToggled());
    expect(selectIngredientLines(store.getState())[0]).toBe('2 cups all-purpose flour');
    expect(selectShownSteps(store.getState())[0]).toBe('Heat the oven to 350°F.');
    store.dispatch(asWrittenToggled());
    expect(selectIngredientLines(store.getState())[0]).toBe('240 g all-purpose flour');
  });

  it('keeps the recipe’s own units in the download and the page’s JSON-LD', async () => {
    const store = await withCake();
    store.dispatch(unitsChosen('metric'));
    expect(selectRecipeForExport(store.getState())?.lines).toEqual([
      '2 cups all-purpose flour',
      '1 tbsp butter',
      '1 cup milk',
      '2 eggs',
    ]);
  });
});
