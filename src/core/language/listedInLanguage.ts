import { LANGUAGE_FACTS } from './languageFacts';
import type { RecipeLanguage } from './recipeLanguages';

/** A list in a language: "eggs, spinach and feta", "huevos, espinacas y feta", "œufs, épinards et feta". */
export const listedInLanguage = (language: RecipeLanguage, items: readonly string[]): string =>
  new Intl.ListFormat(LANGUAGE_FACTS[language].listLocale, { type: 'conjunction' }).format(items);
