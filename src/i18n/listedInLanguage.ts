import { i18n } from './i18n';

// British English joins a list as the spec's texts do: "eggs, spinach and feta", no comma before "and".
const LIST_LOCALE: Record<string, string> = { en: 'en-GB' };

/** A list in the page's language: "eggs, spinach and feta", "huevos, espinacas y feta", "œufs, épinards et feta". */
export const listedInLanguage = (items: readonly string[]): string =>
  new Intl.ListFormat(LIST_LOCALE[i18n.locale] ?? i18n.locale, { type: 'conjunction' }).format(items);
