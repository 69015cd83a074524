/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import {
  allergyAdded,
  allergyRemoved,
  dietChosen,
  preferencesReset,
  selectPreferences,
  selectAnyPreferenceSet,
  servingsChosen,
  timeLimitChosen,
  unitsChosen,
} from './preferencesSlice';
import { preferenceSentences } from '../../core/modelRequest/preferencesPrompt';
import { DEFAULT_PREFERENCES, type TimeLimit, type Units } from '../../core/preferences/preferencesTypes';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';

const newStore = () => makeStore(undefined, fakeDeps(answering('')));

beforeEach(() => window.localStorage.clear());

describe('preferences slice', () => {
  it('starts with nothing set: no diet, no allergies, 2 servings, any time, the basics on, units as written', () => {
    expect(selectPreferences(newStore().getState())).toEqual({
      diet: 'none',
      allergies: [],
      servings: 2,
      maxMinutes: null,
      hasBasics: true,
      units: 'as-written',
    });
    expect(selectAnyPreferenceSet(newStore().getState())).toBe(false);
  });

  it('knows when anything is set', () => {
    const store = newStore();
    store.dispatch(timeLimitChosen(30));
    expect(selectAnyPreferenceSet(store.getState())).toBe(true);
  });

  it('adds allergies cleaned, and refuses blanks, duplicates in any case, and an eleventh', () => {
    const store = newStore();
    store.dispatch(allergyAdded('  shellfish '));
    store.dispatch(allergyAdded('\u200b'));
    store.dispatch(allergyAdded('SHELLFISH'));
    for (let index = 1; index <= 10; index += 1) store.dispatch(allergyAdded(`allergy ${index}`));
    const { allergies } = selectPreferences(store.getState());
    expect(allergies).toHaveLength(10);
    expect(allergies[0]).toBe('shellfish');
    expect(allergies).not.toContain('allergy 10');
  });

  it('removes an allergy', () => {
    const store = newStore();
    store.dispatch(allergyAdded('soy'));
    store.dispatch(allergyAdded('sesame'));
    store.dispatch(allergyRemoved('soy'));
    expect(selectPreferences(store.getState()).allergies).toEqual(['sesame']);
  });

  it('ignores servings outside 1–12 and time limits that are not offered', () => {
    const store = newStore();
    store.dispatch(servingsChosen(0));
    store.dispatch(servingsChosen(13));
    store.dispatch(servingsChosen(2.5));
    store.dispatch(timeLimitChosen(20 as TimeLimit));
    expect(selectPreferences(store.getState())).toMatchObject({ servings: 2, maxMinutes: null });
    store.dispatch(servingsChosen(12));
    store.dispatch(timeLimitChosen(15));
    expect(selectPreferences(store.getState())).toMatchObject({ servings: 12, maxMinutes: 15 });
  });

  it('goes back to the defaults on reset', () => {
    const store = newStore();
    store.dispatch(dietChosen('pescatarian'));
    store.dispatch(preferencesReset());
    expect(selectPreferences(store.getState())).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('units', () => {
  it('keeps the units chosen and tells the model in one sentence', () => {
    const store = newStore();
    store.dispatch(unitsChosen('metric'));
    expect(selectPreferences(store.getState()).units).toBe('metric');
    expect(preferenceSentences(selectPreferences(store.getState()))).toContain(
      'Write quantities and temperatures in metric units: grams, millilitres and °C.',
    );
  });

  it('refuses units the form does not offer', () => {
    const store = newStore();
    store.dispatch(unitsChosen('imperial' as Units));
    expect(selectPreferences(store.getState()).units).toBe('as-written');
  });

  it('says nothing of units to the model as written', () => {
    expect(preferenceSentences({ ...selectPreferences(newStore().getState()), diet: 'vegan' })).not.toMatch(/units/);
  });
});
