import { addAppListener } from '../../app/addAppListener';
import { mergedPreferences } from '../../core/preferences/mergedPreferences';
import { DEFAULT_PREFERENCES, type Preferences } from '../../core/preferences/preferencesTypes';
import { preferencesFrom } from '../../core/preferences/storedPreferences';
import { PREFERENCES_STORAGE_KEY, preferencesChangedElsewhere } from './preferencesChangedElsewhere';

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

/**
 * Saves every change of the preferences, merged with what other tabs saved meanwhile (see mergedPreferences).
 * Added by the preferences' form, where every change is made.
 */
export const preferencesSaved = addAppListener({
  // Not when the slice first arrives (undefined before): that is the saved value, read back; nor when the
  // change came from storage.
  predicate: (action, state, original) =>
    original.preferences !== undefined &&
    state.preferences !== undefined &&
    state.preferences !== original.preferences &&
    !preferencesChangedElsewhere.match(action),
  effect: (_, listenerApi) => {
    const [before, after] = [listenerApi.getOriginalState().preferences, listenerApi.getState().preferences];
    if (!before || !after) return;
    const save = savePreferencesChange(before, after);
    if (!save.saved) console.warn('Preferences cannot be saved in this browser; they apply until the page is closed.');
    else if (save.merged) listenerApi.dispatch(preferencesChangedElsewhere(save.merged));
  },
});
