import type { RecipeLanguage } from '../core/language/recipeLanguages';

/** The languages the app is written to speak, each by its own name. */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name reads the same in every language */
export const LANGUAGE_NAMES: Record<RecipeLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};
/* eslint-enable lingui/no-unlocalized-strings */

export type Language = RecipeLanguage;

export const SOURCE_LANGUAGE: Language = 'en';

/**
 * The languages a cook can choose. A language joins once the page, the recipe and the safety checks all work in
 * it (its catalogues, its units and timers, its testers' tables: issue #51); until then it is not offered, however
 * much of it is written.
 */
export const OFFERED_LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'it'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);

/**
 * The first of the browser's languages ("es-MX", "fr") that is offered, by its main tag; the source language when
 * none is.
 */
export function languageOfBrowser(
  browserLanguages: readonly string[],
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Language {
  for (const tag of browserLanguages) {
    const main = tag.toLowerCase().split('-')[0];
    const match = offered.find((language) => language === main);
    if (match) return match;
  }
  return SOURCE_LANGUAGE;
}
