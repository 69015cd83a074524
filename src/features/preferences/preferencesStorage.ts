import type { Preferences } from './preferencesTypes';

/** Where they are kept (localStorage); read back, validated, by storedPreferences. */
export const PREFERENCES_STORAGE_KEY = 'preferences';

/** Saves them; returns false when the browser refuses (private mode, quota, disabled storage). */
export function savePreferences(preferences: Preferences): boolean {
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
    return true;
  } catch {
    return false;
  }
}
