import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { languageChangedInAnotherTab } from '../features/language/languageSlice';
import { LANGUAGE_STORAGE_KEY } from '../features/language/languageStorage';
import { isRecipeLanguage } from '../core/language/recipeLanguages';
import { textsFollowTheLanguage } from '../features/language/textsFollowTheLanguage';
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
import { useAppDispatch } from './withTypes';

/** For each key the app keeps in localStorage, the event a new value saved by another tab is in this one. */
const eventOfSavedValue = new Map<string, (newValue: string) => UnknownAction | null>([
  [THEME_STORAGE_KEY, (value) => (isThemeName(value) ? themeChangedInAnotherTab(value) : null)],
  [LANGUAGE_STORAGE_KEY, (value) => (isRecipeLanguage(value) ? languageChangedInAnotherTab(value) : null)],
  [PREFERENCES_STORAGE_KEY, (value) => preferencesChangedElsewhere(value)],
  [KEPT_RECIPES_CHANGED_KEY, () => keptRecipesChangedElsewhere()],
]);

/**
 * The one way tabs of the app hear from each other: the browser fires a storage event in every other tab when
 * one saves a value (never in the tab that saved it). Listens until `page` is aborted.
 */
export function followOtherTabs(dispatch: (action: UnknownAction) => unknown, page: AbortSignal): void {
  const follow = (event: StorageEvent) => {
    const eventOf = event.key === null ? undefined : eventOfSavedValue.get(event.key);
    const action = eventOf && event.newValue !== null ? eventOf(event.newValue) : null;
    if (action) dispatch(action);
  };
  window.addEventListener('storage', follow, { signal: page });
}

/**
 * The page hears other tabs while it is shown: from the header's controls, which arrive once the page is
 * interactive (another tab's change can wait that long, and none of this is in the first download). A store made
 * for a test, with no page, is never told anything.
 */
export function useFollowOtherTabs(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const page = new AbortController();
    // The texts follow a language another tab chose.
    dispatch(textsFollowTheLanguage);
    followOtherTabs(dispatch, page.signal);
    return () => page.abort();
  }, [dispatch]);
}
