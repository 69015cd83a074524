import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { i18n } from './i18n';

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

/** A text of the page by its id, in the cook's language. */
export type Text<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * A part's texts (a compiled catalogue), added to the page's when the part's code arrives, since its components
 * import the hook this returns: the first download holds only the first screen's texts. The hook is typed to the
 * part's ids, and its component re-renders when the language changes.
 */
export function partTexts<Id extends string>(compiled: Record<Id, unknown>): () => Text<Id> {
  // TypeScript reads the JSON more loosely than Lingui's compiled tuples, hence the cast.
  i18n.load('en', compiled as unknown as Messages);
  return function usePartText() {
    return useLingui()._;
  };
}
