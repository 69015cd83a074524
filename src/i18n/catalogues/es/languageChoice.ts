import type { languageChoice as english } from '../en/languageChoice';

/** The choice of language in Spanish. */
export const languageChoice = {
  'language.label': 'Idioma',
  'language.notLoaded': 'No se ha podido descargar ese idioma. Revisa tu conexión y vuelve a intentarlo.',
} as const satisfies Record<keyof typeof english, string>;
