import {
  isRecipeLanguage,
  LANGUAGE_NAMES,
  RECIPE_LANGUAGES,
  type RecipeLanguage,
} from '../core/language/recipeLanguages';

export { LANGUAGE_NAMES };

export type Language = RecipeLanguage;

export const SOURCE_LANGUAGE: Language = 'en';

/** The languages a cook can choose: each one languages.json names, its page, recipe and checks all in its data. */
export const OFFERED_LANGUAGES: readonly Language[] = RECIPE_LANGUAGES;

export const isLanguage = isRecipeLanguage;

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
