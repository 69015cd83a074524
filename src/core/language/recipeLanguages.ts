/** The languages a recipe can be asked for in, by their BCP 47 tags. */
export const RECIPE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it'] as const;

export type RecipeLanguage = (typeof RECIPE_LANGUAGES)[number];

export const isRecipeLanguage = (value: unknown): value is RecipeLanguage =>
  RECIPE_LANGUAGES.includes(value as RecipeLanguage);

/** A decimal number as the language writes it: "1.5" in English, "1,5" in Spanish, French, German and Italian. */
export const withDecimalMark = (number: string, language: RecipeLanguage): string =>
  language === 'en' ? number : number.replace('.', ',');

/** Each language as the system message names it to the model, which is instructed in English. */
export const LANGUAGE_IN_ENGLISH: Record<RecipeLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

/**
 * The system message's sentence asking for the recipe in the cook's language; none for English, so that the
 * request stays exactly the specification's. The JSON's keys stay as the schema names them.
 */
export const languageSentence = (language: RecipeLanguage = 'en'): string =>
  language === 'en'
    ? ''
    : `Write everything the cook reads in ${LANGUAGE_IN_ENGLISH[language]}: the name, the description, each ingredient's name and measurement, and every step; keep the JSON keys in English.`;
