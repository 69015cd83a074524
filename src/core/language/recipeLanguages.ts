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
