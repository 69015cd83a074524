/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import {
  CHOSEN_FOODS_STORAGE_KEY,
  lineFoodChoiceUndone,
  lineFoodChosen,
  readSavedChosenFoods,
  selectChosenFoods,
  chosenFoodsSaved,
} from './chosenFoodsSlice';
import { pageDeps } from '../../page/whatLoadsWhen';

afterEach(() => window.localStorage.clear());

it('keeps the food a cook picks for a wording, on this device', () => {
  const store = makeStore(undefined, pageDeps());
  store.dispatch(chosenFoodsSaved);
  store.dispatch(lineFoodChosen({ wording: 'harina integral de espelta', sr: '20140' }));
  expect(selectChosenFoods(store.getState())).toEqual({ 'harina integral de espelta': '20140' });
  expect(JSON.parse(window.localStorage.getItem(CHOSEN_FOODS_STORAGE_KEY)!)).toEqual({
    'harina integral de espelta': '20140',
  });
});

it('reads the kept picks back in a new visit', () => {
  window.localStorage.setItem(CHOSEN_FOODS_STORAGE_KEY, JSON.stringify({ dinkelmehl: '20140' }));
  expect(selectChosenFoods(makeStore(undefined, pageDeps()).getState())).toEqual({ dinkelmehl: '20140' });
});

it('forgets a pick the cook undoes, and keeps forgetting it', () => {
  const store = makeStore(undefined, pageDeps());
  store.dispatch(chosenFoodsSaved);
  store.dispatch(lineFoodChosen({ wording: 'dinkelmehl', sr: '20140' }));
  store.dispatch(lineFoodChoiceUndone('dinkelmehl'));
  expect(selectChosenFoods(store.getState())).toEqual({});
  expect(readSavedChosenFoods()).toEqual({});
});

it('takes no pick that is not an SR28 number, nor one for no wording', () => {
  const store = makeStore(undefined, pageDeps());
  store.dispatch(chosenFoodsSaved);
  store.dispatch(lineFoodChosen({ wording: 'dinkelmehl', sr: 'flour' }));
  store.dispatch(lineFoodChosen({ wording: '', sr: '20140' }));
  expect(selectChosenFoods(store.getState())).toEqual({});
});

it('reads nothing back from storage it cannot read, and drops what is not a pick', () => {
  window.localStorage.setItem(CHOSEN_FOODS_STORAGE_KEY, '{not json');
  expect(readSavedChosenFoods()).toEqual({});
  window.localStorage.setItem(CHOSEN_FOODS_STORAGE_KEY, JSON.stringify({ a: '20140', b: 7, '': '20140' }));
  expect(readSavedChosenFoods()).toEqual({ a: '20140' });
});
