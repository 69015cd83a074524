/** The choice of language in English. */
export const languageChoice = {
  'language.label': 'Language',
  'language.notLoaded': 'That language could not be downloaded. Check your connection, then try again.',
} as const;
