import { isLanguage, languageOfBrowser, OFFERED_LANGUAGES, type Language } from '../../i18n/languages';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the cook chose, while it is still offered; null when none is saved or storage is unavailable. */
export function readSavedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) && OFFERED_LANGUAGES.includes(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The language of a first visit: the browser's, when it is offered. Also runs while prerendering. */
export const browserLanguage = (): Language =>
  languageOfBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** Saves the choice; returns false when the browser refuses (private mode, quota, disabled storage). */
export function saveLanguage(language: Language): boolean {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    return true;
  } catch {
    return false;
  }
}
