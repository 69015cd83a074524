export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

/** The saved theme, or null when none is saved, the value is not a theme, or storage is unavailable. */
export function readSavedTheme(): ThemeName | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The theme the device asks for (prefers-color-scheme), used while the cook has not chosen one. */
export function systemTheme(): ThemeName {
  // Also runs while prerendering, where there is no window.
  const canAsk = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return canAsk && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Saves the choice; returns false when the browser refuses (private mode, quota, disabled storage). */
export function saveTheme(theme: ThemeName): boolean {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

/** The spec's "dark marker on the document root". */
export function applyThemeToDocument(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
}
