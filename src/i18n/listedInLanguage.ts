import { LANGUAGE_FACTS } from '../core/language/languageFacts';
import type { Language } from './languages';

/** A list in a language: "eggs, spinach and feta", "huevos, espinacas y feta", "œufs, épinards et feta". */
export const listedInLanguage = (language: Language, items: readonly string[]): string =>
  new Intl.ListFormat(LANGUAGE_FACTS[language].listLocale, { type: 'conjunction' }).format(items);
