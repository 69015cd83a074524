/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { fakeDeps, answering } from '../../../__tests__/support/fakeChatClient';
import { ownItemAdded } from './shoppingListSlice';
import {
  EMPTY_SHOPPING_LIST,
  readSavedShoppingList,
  shoppingListFrom,
  shoppingListSaved,
  SHOPPING_LIST_STORAGE_KEY,
} from './shoppingListStorage';

beforeEach(() => window.localStorage.clear());

it('keeps what is well formed of a stored list, and drops the rest', () => {
  const recipe = { id: 'a', name: 'A', language: 'es', lines: ['2 huevos'], servings: 2, shoppedServings: 4 };
  expect(
    shoppingListFrom({
      recipes: [recipe, { ...recipe, language: 'xx' }, { ...recipe, servings: 0 }, 'soup'],
      ownItems: ['kitchen roll', 3],
      ticked: ['food:01123:egg'],
    }),
  ).toEqual({ recipes: [recipe], ownItems: ['kitchen roll'], ticked: ['food:01123:egg'], putBack: [] });
});

it('reads an empty list when nothing, or something unreadable, is stored', () => {
  expect(readSavedShoppingList()).toEqual(EMPTY_SHOPPING_LIST);
  window.localStorage.setItem(SHOPPING_LIST_STORAGE_KEY, '{not json');
  expect(readSavedShoppingList()).toEqual(EMPTY_SHOPPING_LIST);
});

it('keeps every change on the device once the list’s parts have added their listener', () => {
  const store = makeStore({}, fakeDeps(answering('{}')));
  store.dispatch(shoppingListSaved);
  store.dispatch(ownItemAdded('kitchen roll'));
  expect(readSavedShoppingList().ownItems).toEqual(['kitchen roll']);
});

it('says in the console, and goes on, when the browser refuses to keep it', () => {
  const store = makeStore({}, fakeDeps(answering('{}')));
  store.dispatch(shoppingListSaved);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  store.dispatch(ownItemAdded('kitchen roll'));
  expect(consoleError).toHaveBeenCalledWith(
    'The shopping list could not be kept on this device:',
    expect.any(DOMException),
  );
  setItem.mockRestore();
  consoleError.mockRestore();
});
