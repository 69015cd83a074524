import { mergedPreferences } from './mergedPreferences';
import type { Preferences } from './preferencesTypes';

/** Where they are kept (localStorage); read back, validated, by storedPreferences. */
export const PREFERENCES_STORAGE_KEY = 'preferences';

function storedValue(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export type PreferencesSave =
  /** The browser refuses to store them (private mode, quota, disabled storage). */
  | { saved: false }
  /** Stored; `merged` is the stored JSON when it holds more than this tab had (another tab's changes). */
  | { saved: true; merged: string | null };

/** Saves a change from `before` to `after` on top of what is stored now (see mergedPreferences). */
export function savePreferencesChange(before: Preferences, after: Preferences): PreferencesSave {
  const merged = mergedPreferences(storedValue(), before, after);
  const json = JSON.stringify(merged);
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, json);
  } catch {
    return { saved: false };
  }
  const holdsMore = Object.entries(after).some(
    ([field, value]) => JSON.stringify(merged[field]) !== JSON.stringify(value),
  );
  return { saved: true, merged: holdsMore ? json : null };
}
