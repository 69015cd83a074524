/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { allergyAdded, allergyRemoved, selectPreferences, servingsChosen } from './preferencesSlice';
import { PREFERENCES_STORAGE_KEY } from './preferencesChangedElsewhere';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferencesTypes';
import { preferencesSaved } from './preferencesStorage';
import { pageDeps } from '../../page/whatLoadsWhen';

const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');

/** Another tab saves its preferences, and this tab has not heard of it yet (see app/otherTabs for hearing). */
function anotherTabSaves(preferences: object) {
  window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...DEFAULT_PREFERENCES, ...preferences }));
}

beforeEach(() => window.localStorage.clear());

describe('preferences across tabs', () => {
  it('are never written back stale: a servings change in a tab that missed the news keeps the other tab’s allergy', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(preferencesSaved);
    store.dispatch(allergyAdded('milk'));
    anotherTabSaves({ allergies: ['milk', 'peanuts'] });

    store.dispatch(servingsChosen(4));

    expect(stored()).toMatchObject({ servings: 4, allergies: ['milk', 'peanuts'] });
    expect(selectPreferences(store.getState())).toMatchObject({ servings: 4, allergies: ['milk', 'peanuts'] });
  });

  it('lose nothing when a stale tab removes an allergy: only that one goes', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(preferencesSaved);
    store.dispatch(allergyAdded('milk, sesame'));
    anotherTabSaves({ allergies: ['milk', 'sesame', 'fish'] });
    store.dispatch(allergyRemoved('sesame'));
    expect(stored().allergies).toEqual(['milk', 'fish']);
  });
});
