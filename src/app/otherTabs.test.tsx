/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { selectLanguage } from '../features/language/languageSlice';
import { keptRecipesReadAgain, recipeKept } from '../features/myRecipes/keptRecipesThunks';
import { selectKeptRecipes } from '../features/myRecipes/myRecipesSlice';
import { allergyAdded, selectPreferences } from '../features/preferences/preferencesSlice';
import { selectTheme } from '../features/theme/themeSlice';
import { DEFAULT_PREFERENCES } from '../core/preferences/preferencesTypes';
import { catchWarningsInEachTest, ids, kept, storeWith } from '../../__tests__/support/keptRecipes';
import { followOtherTabs } from './otherTabs';
import { makeStore } from './store';
import { renderApp } from '../../__tests__/support/renderApp';
import { pageDeps } from '../page/whatLoadsWhen';

catchWarningsInEachTest();

/** Another tab saves a value: the storage changes, and the browser tells this tab with a storage event. */
function anotherTabSaves(key: string, newValue: string) {
  window.localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

/** A store that hears other tabs, as the page's does while it is shown. */
function followingStore() {
  const store = storeWith([]);
  followOtherTabs(store.dispatch, page.signal);
  return store;
}
let page: AbortController;
beforeEach(() => (page = new AbortController()));
afterEach(() => page.abort());
beforeEach(() => window.localStorage.clear());

describe('what another tab of the app saves reaches this one', () => {
  it('its theme', () => {
    const store = followingStore();
    anotherTabSaves('theme', 'dark');
    expect(selectTheme(store.getState())).toBe('dark');
  });

  it('its language', () => {
    const store = followingStore();
    anotherTabSaves('language', 'it');
    expect(selectLanguage(store.getState())).toBe('it');
  });

  it('its preferences, read with the rules they are read with at start', () => {
    const store = followingStore();
    store.dispatch(allergyAdded('milk'));
    anotherTabSaves('preferences', JSON.stringify({ ...DEFAULT_PREFERENCES, allergies: ['peanut allergy'] }));
    expect(selectPreferences(store.getState()).allergies).toEqual(['peanuts']);
  });

  it('a recipe it kept, read into My recipes here', async () => {
    const store = followingStore();
    // As My recipes' button does once its code has arrived.
    store.dispatch(keptRecipesReadAgain);
    await store.dispatch(recipeKept(kept(1)));
    await storeWith([]).dispatch(recipeKept(kept(2)));

    anotherTabSaves('keptRecipesChanged', window.localStorage.getItem('keptRecipesChanged') ?? '');

    await waitFor(() => expect(ids(selectKeptRecipes(store.getState()))).toEqual(['recipe-2', 'recipe-1']));
  });

  it('but nothing that is not a value of the app: another key, an unknown theme or language, preferences not JSON', () => {
    const store = followingStore();
    store.dispatch(allergyAdded('milk'));
    const before = store.getState();
    anotherTabSaves('hfToken', 'dark');
    anotherTabSaves('theme', 'purple');
    anotherTabSaves('language', 'klingon');
    anotherTabSaves('preferences', '{not json');
    anotherTabSaves('toString', 'dark');
    expect(store.getState()).toEqual(before);
  });
});

describe('listening to other tabs', () => {
  it('is never started by making a store, so a test store leaves no listener behind', () => {
    const added = jest.spyOn(window, 'addEventListener');
    makeStore(undefined, pageDeps());
    expect(added).not.toHaveBeenCalledWith('storage', expect.anything());
  });

  it('lasts while the page is shown, and ends with it', async () => {
    const { store, unmount } = renderApp();
    await waitFor(() => {
      anotherTabSaves('theme', 'dark');
      expect(selectTheme(store.getState())).toBe('dark');
    });

    unmount();
    anotherTabSaves('theme', 'light');
    expect(selectTheme(store.getState())).toBe('dark');
  });
});
