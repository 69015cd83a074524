import type { languageChoice as english } from '../en/languageChoice';

/** The choice of language in Italian. */
export const languageChoice = {
  'language.label': 'Lingua',
  'language.notLoaded': 'Non è stato possibile scaricare questa lingua. Controlla la connessione e riprova.',
} as const satisfies Record<keyof typeof english, string>;
