import { isRecipeLanguage, languageOfBrowser, type RecipeLanguage } from '../../core/language/recipeLanguages';
import { readSavedSetting, saveSetting } from '../../lib/savedSetting';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the cook chose, while it is still offered; null when none is saved or storage is unavailable. */
export const readSavedLanguage = (): RecipeLanguage | null => readSavedSetting(LANGUAGE_STORAGE_KEY, isRecipeLanguage);

/** The language of a first visit: the browser's, when it is offered. Also runs while prerendering. */
export const browserLanguage = (): RecipeLanguage =>
  languageOfBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** Saves the choice; returns false when the browser refuses (private mode, quota, disabled storage). */
export const saveLanguage = (language: RecipeLanguage): boolean => saveSetting(LANGUAGE_STORAGE_KEY, language);
