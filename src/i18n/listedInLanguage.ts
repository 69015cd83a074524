import { i18n } from './i18n';
import { LANGUAGE_FACTS } from '../core/language/languageFacts';
import { isRecipeLanguage } from '../core/language/recipeLanguages';

/** A list in the page's language: "eggs, spinach and feta", "huevos, espinacas y feta", "œufs, épinards et feta". */
export const listedInLanguage = (items: readonly string[]): string =>
  new Intl.ListFormat(isRecipeLanguage(i18n.locale) ? LANGUAGE_FACTS[i18n.locale].listLocale : i18n.locale, {
    type: 'conjunction',
  }).format(items);
