import type { languageChoice as english } from '../en/languageChoice';

/** The choice of language in German. */
export const languageChoice = {
  'language.label': 'Sprache',
  'language.notLoaded':
    'Diese Sprache konnte nicht heruntergeladen werden. Prüfe deine Verbindung und versuche es dann erneut.',
} as const satisfies Record<keyof typeof english, string>;
