import { readSavedSetting, saveSetting } from '../../lib/savedSetting';

export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

/** The saved theme, or null when none is saved, the value is not a theme, or storage is unavailable. */
export const readSavedTheme = (): ThemeName | null => readSavedSetting(THEME_STORAGE_KEY, isThemeName);

/** The theme the device asks for (prefers-color-scheme), used while the cook has not chosen one. */
export function systemTheme(): ThemeName {
  // Also runs while prerendering, where there is no window.
  const canAsk = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return canAsk && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Saves the choice; returns false when the browser refuses (private mode, quota, disabled storage). */
export const saveTheme = (theme: ThemeName): boolean => saveSetting(THEME_STORAGE_KEY, theme);

/** The spec's "dark marker on the document root". */
export function applyThemeToDocument(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
}
