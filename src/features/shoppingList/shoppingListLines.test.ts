/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { fakeDeps, answering } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import { selectBasket, selectHadLines, selectLinesByAisle, selectListLines } from './shoppingListLines';
import { hadLinePutBack, lineTicked, ownItemAdded, recipeAddedToList } from './shoppingListSlice';

const withList = (pantry: string[]) => {
  const store = makeStore(stateWith(pantry), fakeDeps(answering('{}')));
  store.dispatch(
    recipeAddedToList({
      id: 'tortilla',
      name: 'Tortilla',
      language: 'es',
      lines: ['4 huevos', '2 cebollas', '500 g de patatas'],
      servings: 4,
      shoppedServings: 4,
    }),
  );
  return store;
};
const names = (lines: { name: string }[]) => lines.map((line) => line.name);

beforeEach(() => window.localStorage.clear());

it('shows a food on the cook’s ingredient list as had, not to buy', () => {
  const store = withList(['eggs', 'rice', 'milk']);
  expect(names(selectHadLines(store.getState()))).toEqual(['huevos']);
  expect(selectLinesByAisle(store.getState()).flatMap(([, lines]) => names(lines))).toEqual(['cebollas', 'patatas']);
});

it('puts a had food back on the list when the cook wants to buy it anyway', () => {
  const store = withList(['eggs', 'rice', 'milk']);
  store.dispatch(hadLinePutBack(selectHadLines(store.getState())[0]!.key));
  expect(selectHadLines(store.getState())).toEqual([]);
});

it('adds the cook’s own item to the recipes’ lines of the same food, saying it is theirs too', () => {
  const store = withList([]);
  store.dispatch(ownItemAdded('1 onion'));
  const onions = selectListLines(store.getState()).find((line) => line.name === 'cebollas')!;
  expect(onions.amounts?.pieces).toBe(3);
  expect(onions.recipeNames).toEqual(['Tortilla']);
});

it('says which lines are ticked off', () => {
  const store = withList([]);
  const onions = selectListLines(store.getState()).find((line) => line.name === 'cebollas')!;
  store.dispatch(lineTicked(onions.key));
  expect(
    selectListLines(store.getState())
      .filter((line) => line.ticked)
      .map((line) => line.name),
  ).toEqual(['cebollas']);
});

it('counts the lines to buy and those in the basket, leaving out what the cook has', () => {
  const store = withList(['eggs']);
  const onions = selectListLines(store.getState()).find((line) => line.name === 'cebollas')!;
  store.dispatch(lineTicked(onions.key));
  expect(selectBasket(store.getState())).toEqual({ count: 2, ticked: 1 });
});

it('names the cook’s own item a line is, and no item for a recipe’s line', () => {
  const store = withList([]);
  store.dispatch(ownItemAdded('kitchen roll'));
  const lines = selectListLines(store.getState());
  expect(lines.find((line) => line.name === 'kitchen roll')?.ownItem).toBe('kitchen roll');
  expect(lines.find((line) => line.name === 'cebollas')?.ownItem).toBeNull();
});
