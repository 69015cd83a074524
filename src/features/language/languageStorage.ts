import { isLanguage, languageOfBrowser, OFFERED_LANGUAGES, type Language } from '../../i18n/languages';
import { readSavedSetting, saveSetting } from '../../lib/savedSetting';

export const LANGUAGE_STORAGE_KEY = 'language';

export const isOfferedLanguage = (value: unknown): value is Language =>
  isLanguage(value) && OFFERED_LANGUAGES.includes(value);

/** The language the cook chose, while it is still offered; null when none is saved or storage is unavailable. */
export const readSavedLanguage = (): Language | null => readSavedSetting(LANGUAGE_STORAGE_KEY, isOfferedLanguage);

/** The language of a first visit: the browser's, when it is offered. Also runs while prerendering. */
export const browserLanguage = (): Language =>
  languageOfBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** Saves the choice; returns false when the browser refuses (private mode, quota, disabled storage). */
export const saveLanguage = (language: Language): boolean => saveSetting(LANGUAGE_STORAGE_KEY, language);
