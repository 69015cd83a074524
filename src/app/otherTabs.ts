import type { UnknownAction } from '@reduxjs/toolkit';
import { languageChangedInAnotherTab } from '../features/language/languageSlice';
import { isOfferedLanguage, LANGUAGE_STORAGE_KEY } from '../features/language/languageStorage';
import {
  KEPT_RECIPES_CHANGED_KEY,
  keptRecipesChangedElsewhere,
} from '../features/myRecipes/keptRecipesChangedElsewhere';
import {
  PREFERENCES_STORAGE_KEY,
  preferencesChangedElsewhere,
} from '../features/preferences/preferencesChangedElsewhere';
import { themeChangedInAnotherTab } from '../features/theme/themeSlice';
import { isThemeName, THEME_STORAGE_KEY } from '../features/theme/themeStorage';

/** For each key the app keeps in localStorage, the event a new value saved by another tab is in this one. */
const eventOfSavedValue = new Map<string, (newValue: string) => UnknownAction | null>([
  [THEME_STORAGE_KEY, (value) => (isThemeName(value) ? themeChangedInAnotherTab(value) : null)],
  [LANGUAGE_STORAGE_KEY, (value) => (isOfferedLanguage(value) ? languageChangedInAnotherTab(value) : null)],
  [PREFERENCES_STORAGE_KEY, (value) => preferencesChangedElsewhere(value)],
  [KEPT_RECIPES_CHANGED_KEY, () => keptRecipesChangedElsewhere()],
]);

/**
 * The one way tabs of the app hear from each other: the browser fires a storage event in every other tab when
 * one saves a value (never in the tab that saved it). Returns the function that stops listening; the page
 * listens while it is rendered (RecipeProvider), so a store made for a test is never told anything.
 */
export function followOtherTabs(dispatch: (action: UnknownAction) => unknown): () => void {
  const follow = (event: StorageEvent) => {
    const eventOf = event.key === null ? undefined : eventOfSavedValue.get(event.key);
    const action = eventOf && event.newValue !== null ? eventOf(event.newValue) : null;
    if (action) dispatch(action);
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
