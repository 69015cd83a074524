import LANGUAGE_NAMES from './languages.json';

/**
 * The languages a recipe can be asked for in, by their BCP 47 tags: those languages.json names. A language joins
 * by its data alone; the type checker then lists each table that lacks it (docs/ARCHITECTURE.md).
 */
export type RecipeLanguage = keyof typeof LANGUAGE_NAMES;

export const RECIPE_LANGUAGES = Object.keys(LANGUAGE_NAMES) as RecipeLanguage[];

export const isRecipeLanguage = (value: unknown): value is RecipeLanguage =>
  RECIPE_LANGUAGES.includes(value as RecipeLanguage);

/** Each language by its own name ("Español"), as the language choice offers it. */
export { LANGUAGE_NAMES };

/** The language the app's texts are written in, and a first visit's when none of the browser's is offered. */
export const SOURCE_LANGUAGE: RecipeLanguage = 'en';

/**
 * The first of the browser's languages ("es-MX", "fr") that is offered, by its main tag; the source language when
 * none is.
 */
export function languageOfBrowser(
  browserLanguages: readonly string[],
  offered: readonly RecipeLanguage[] = RECIPE_LANGUAGES,
): RecipeLanguage {
  for (const tag of browserLanguages) {
    const main = tag.toLowerCase().split('-')[0];
    const match = offered.find((language) => language === main);
    if (match) return match;
  }
  return SOURCE_LANGUAGE;
}
