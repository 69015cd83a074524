/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { allergyAdded, allergyRemoved, selectPreferences, servingsChosen } from './preferencesSlice';
import { PREFERENCES_STORAGE_KEY } from './preferencesChangedElsewhere';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferencesTypes';

const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');

/** Another tab saves its preferences: the storage changes, and this tab is told with a storage event. */
function anotherTabSaves(preferences: object, { tellThisTab = true } = {}) {
  const newValue = JSON.stringify({ ...DEFAULT_PREFERENCES, ...preferences });
  window.localStorage.setItem(PREFERENCES_STORAGE_KEY, newValue);
  if (tellThisTab) window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY, newValue }));
}

beforeEach(() => window.localStorage.clear());

describe('preferences across tabs', () => {
  it('reach this tab the moment another tab saves them', () => {
    const store = makeStore();
    anotherTabSaves({ allergies: ['peanut allergy'] });
    expect(selectPreferences(store.getState()).allergies).toEqual(['peanuts']);
  });

  it('are never written back stale: a servings change in a tab that missed the news keeps the other tab’s allergy', () => {
    const store = makeStore();
    store.dispatch(allergyAdded('milk'));
    anotherTabSaves({ allergies: ['milk', 'peanuts'] }, { tellThisTab: false });

    store.dispatch(servingsChosen(4));

    expect(stored()).toMatchObject({ servings: 4, allergies: ['milk', 'peanuts'] });
    expect(selectPreferences(store.getState())).toMatchObject({ servings: 4, allergies: ['milk', 'peanuts'] });
  });

  it('lose nothing when a stale tab removes an allergy: only that one goes', () => {
    const store = makeStore();
    store.dispatch(allergyAdded('milk, sesame'));
    anotherTabSaves({ allergies: ['milk', 'sesame', 'fish'] }, { tellThisTab: false });
    store.dispatch(allergyRemoved('sesame'));
    expect(stored().allergies).toEqual(['milk', 'fish']);
  });

  it('ignore a value under the key that is not JSON', () => {
    const store = makeStore();
    store.dispatch(allergyAdded('milk'));
    window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY, newValue: '{not json' }));
    expect(selectPreferences(store.getState()).allergies).toEqual(['milk']);
  });
});
