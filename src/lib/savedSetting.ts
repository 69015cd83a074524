/**
 * A setting kept as one string in localStorage (the theme, the language): read back only when `accept` takes it,
 * and never throwing, since storage can be unavailable (private mode, quota, disabled storage).
 */
export function readSavedSetting<T extends string>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const saved = window.localStorage.getItem(key);
    return accept(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps the setting; returns false when the browser refuses. */
export function saveSetting(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
