/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { fakeDeps, answering } from '../../../__tests__/support/fakeChatClient';
import type { RecipeOnTheList } from '../../core/shopping/shoppingList';
import {
  hadLinePutBack,
  lineTicked,
  lineUnticked,
  listCleared,
  ownItemAdded,
  ownItemRemoved,
  recipeAddedToList,
  recipeTakenOffList,
  selectListedRecipes,
  selectOwnItems,
  selectPutBack,
  selectTicked,
} from './shoppingListSlice';

const omelette: RecipeOnTheList = {
  id: 'omelette',
  name: 'Omelette',
  language: 'en',
  lines: ['3 eggs', '50 g feta'],
  servings: 2,
  shoppedServings: 2,
};
const storeWithList = () => makeStore({}, fakeDeps(answering('{}')));

beforeEach(() => window.localStorage.clear());

it('puts a recipe on the list once: put on again at other servings, it replaces itself', () => {
  const store = storeWithList();
  store.dispatch(recipeAddedToList(omelette));
  store.dispatch(recipeAddedToList({ ...omelette, shoppedServings: 4 }));
  expect(selectListedRecipes(store.getState())).toEqual([{ ...omelette, shoppedServings: 4 }]);
});

it('takes a recipe off the list', () => {
  const store = storeWithList();
  store.dispatch(recipeAddedToList(omelette));
  store.dispatch(recipeTakenOffList('omelette'));
  expect(selectListedRecipes(store.getState())).toEqual([]);
});

it('adds the cook’s own item trimmed, once, and removes it', () => {
  const store = storeWithList();
  store.dispatch(ownItemAdded('  kitchen roll '));
  store.dispatch(ownItemAdded('kitchen roll'));
  store.dispatch(ownItemAdded('   '));
  expect(selectOwnItems(store.getState())).toEqual(['kitchen roll']);
  store.dispatch(ownItemRemoved('kitchen roll'));
  expect(selectOwnItems(store.getState())).toEqual([]);
});

it('ticks a line off and back', () => {
  const store = storeWithList();
  store.dispatch(lineTicked('food:01123:egg'));
  store.dispatch(lineTicked('food:01123:egg'));
  expect(selectTicked(store.getState())).toEqual(['food:01123:egg']);
  store.dispatch(lineUnticked('food:01123:egg'));
  expect(selectTicked(store.getState())).toEqual([]);
});

it('clears the recipes, items, ticks and foods put back', () => {
  const store = storeWithList();
  store.dispatch(recipeAddedToList(omelette));
  store.dispatch(ownItemAdded('kitchen roll'));
  store.dispatch(lineTicked('food:01123:egg'));
  store.dispatch(hadLinePutBack('food:01019:feta cheese'));
  store.dispatch(listCleared());
  const state = store.getState();
  expect([selectListedRecipes(state), selectOwnItems(state), selectTicked(state), selectPutBack(state)]).toEqual([
    [],
    [],
    [],
    [],
  ]);
});
