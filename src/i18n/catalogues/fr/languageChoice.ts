import type { languageChoice as english } from '../en/languageChoice';

/** The choice of language in French. */
export const languageChoice = {
  'language.label': 'Langue',
  'language.notLoaded': 'Cette langue n’a pas pu être téléchargée. Vérifiez votre connexion, puis réessayez.',
} as const satisfies Record<keyof typeof english, string>;
