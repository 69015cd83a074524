import { mergedPreferences } from '../../core/preferences/mergedPreferences';
import { DEFAULT_PREFERENCES, type Preferences } from '../../core/preferences/preferencesTypes';
import { preferencesFrom } from '../../core/preferences/storedPreferences';

/** Where they are kept (localStorage); read back, validated, by preferencesFrom. */
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

/** The saved preferences, or the defaults when none are saved or storage cannot be read. */
export function readSavedPreferences(): Preferences {
  try {
    const saved = typeof window === 'undefined' ? null : window.localStorage.getItem(PREFERENCES_STORAGE_KEY);
    return saved === null ? DEFAULT_PREFERENCES : preferencesFrom(JSON.parse(saved));
  } catch {
    // Unreadable JSON, or storage the browser refuses: the defaults, and the page works on.
    return DEFAULT_PREFERENCES;
  }
}
