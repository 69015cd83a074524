import { firstScreen } from './catalogues/en/firstScreen';

/**
 * Every catalogue by language and part: what `npm run catalogues` compiles into compiled/<language>/<part>.json,
 * which the page loads. A part's texts arrive with its code, so the first download holds only the first screen's.
 */
export const CATALOGUE_SOURCES = {
  en: { firstScreen },
} as const;

export type CataloguePart = keyof (typeof CATALOGUE_SOURCES)['en'];

/** The id of a text of the page, in any part: what `useText()` looks up. */
export type MessageId = keyof (typeof CATALOGUE_SOURCES)['en'][CataloguePart];
