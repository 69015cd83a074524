import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { i18n } from './i18n';
import { SOURCE_LANGUAGE, type Language } from './languages';

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

/** A text of the page by its id, in the cook's language. */
export type Text<Id extends string> = (id: Id, values?: MessageValues) => string;

/** A part's compiled catalogue in another language, from its own chunk. */
type CatalogueLoader = (language: Language) => Promise<{ default: object }>;

interface Part {
  load: CatalogueLoader;
  /** Each language's catalogue of the part, loaded or on its way. */
  loading: Map<Language, Promise<void>>;
}

/** Every part whose code has arrived, with its texts. */
const parts: Part[] = [];

// TypeScript reads the JSON more loosely than Lingui's compiled tuples, hence the casts.
const added = (language: Language, compiled: object) => i18n.load(language, compiled as unknown as Messages);

/** The part's texts in the language, loaded once; a failed download is tried again the next time it is asked. */
function partInLanguage(part: Part, language: Language): Promise<void> {
  let loading = part.loading.get(language);
  if (!loading) {
    loading = part.load(language).then(
      (module) => added(language, module.default),
      (error: unknown) => {
        part.loading.delete(language);
        throw error;
      },
    );
    part.loading.set(language, loading);
  }
  return loading;
}

/**
 * A part's texts: its English catalogue, added when the part's code arrives (its components import the hook this
 * returns, so the first download holds only the first screen's), and a way to load the others. The hook is typed
 * to the part's ids; in another language it waits (suspends) until the part's texts in it have arrived, and its
 * component re-renders when the language changes.
 */
export function partTexts<Id extends string>(english: Record<Id, unknown>, load: CatalogueLoader): () => Text<Id> {
  added(SOURCE_LANGUAGE, english);
  const part: Part = { load, loading: new Map([[SOURCE_LANGUAGE, Promise.resolve()]]) };
  parts.push(part);
  return function usePartText() {
    const { i18n: active, _ } = useLingui();
    const language = active.locale as Language;
    if (language !== SOURCE_LANGUAGE) use(partInLanguage(part, language));
    return _;
  };
}

/**
 * Loads the texts of every part here so far in the language, then makes it the page's; rejects (and the page
 * stays in its language) when they cannot be downloaded. A part that arrives later loads its own.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all(parts.map((part) => partInLanguage(part, language)));
  i18n.activate(language);
}
