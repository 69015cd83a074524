import facts from './facts.json';
import type { RecipeLanguage } from './recipeLanguages';

/** How a language writes what the app writes in it (facts.json). */
export interface LanguageFacts {
  /** As the system message names it to the model, which is instructed in English. */
  inEnglish: string;
  /** "1.5" in English, "1,5" in Spanish. */
  decimalMark: string;
  /** The locale a list is joined in: British English joins as the spec's texts do, with no comma before "and". */
  listLocale: string;
  /** Whether it names the food first and what kind after it: "tomates cherry", "cipolle rosse". */
  namesFoodFirst: boolean;
  /** Whether its nouns are written with a capital ("Feta", "Zwiebel"). */
  capitalisesNouns: boolean;
}

export const LANGUAGE_FACTS: Record<RecipeLanguage, LanguageFacts> = facts;

/** A decimal number as the language writes it: "1.5" in English, "1,5" in Spanish, French, German and Italian. */
export const withDecimalMark = (number: string, language: RecipeLanguage): string =>
  number.replace('.', LANGUAGE_FACTS[language].decimalMark);

/**
 * The system message's sentence asking for the recipe in the cook's language; none for English, so that the
 * request stays exactly the specification's. The JSON's keys stay as the schema names them.
 */
export const languageSentence = (language: RecipeLanguage = 'en'): string =>
  language === 'en'
    ? ''
    : `Write everything the cook reads in ${LANGUAGE_FACTS[language].inEnglish}: the name, the description, each ingredient's name and measurement, and every step; keep the JSON keys in English.`;
