import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { SOURCE_LANGUAGE, type RecipeLanguage } from '../core/language/recipeLanguages';

/** The page's one Lingui instance, English active; each part adds its texts when its code arrives (partTexts). */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

/** A text of the page by its id, in the cook's language. */
export type Text<Id extends string> = (id: Id, values?: MessageValues) => string;

// The catalogues are typed as written; the build compiles them into Lingui's tuples, hence the cast.
const added = (language: RecipeLanguage, compiled: object) => i18n.load(language, compiled as unknown as Messages);

/**
 * A part's English texts (a compiled catalogue), added when the part's code arrives, since its components import
 * the hook this returns: the first download holds only the first screen's. The hook is typed to the part's ids,
 * and its component re-renders when the language changes.
 */
export function partTexts<Id extends string>(english: Record<Id, unknown>): () => Text<Id> {
  added(SOURCE_LANGUAGE, english);
  return function usePartText() {
    return useLingui()._;
  };
}

/**
 * Downloads a language's texts: another language's, every part's at once (catalogues/<language>.json); the source
 * language's first screen (its other texts arrive with each part's code). The page's list of what loads when.
 */
export type DownloadTexts = (language: RecipeLanguage) => Promise<object>;

/** Each language's texts, downloaded once (a failed download is tried again). */
const languages = new Map<RecipeLanguage, Promise<void>>();

/**
 * Downloads the language's texts (another language's all at once, so the page changes at once and a part that
 * arrives later has its texts); rejects when they cannot be downloaded, and a later call tries again.
 */
export function loadLanguageTexts(language: RecipeLanguage, download: DownloadTexts): Promise<void> {
  let loading = languages.get(language);
  if (!loading) {
    loading = download(language).then(
      (texts) => added(language, texts),
      (error: unknown) => {
        languages.delete(language);
        throw error;
      },
    );
    languages.set(language, loading);
  }
  return loading;
}

/**
 * Lingui speaks the language at once, with the first screen's texts the page was built with (another language's
 * other texts arrive with the parts that need them: textsOfThePageLanguage; the source language's come with
 * each part's code).
 */
export function speakFirstScreenTexts(language: RecipeLanguage, firstScreenTexts: Messages): void {
  added(language, firstScreenTexts);
  if (language === SOURCE_LANGUAGE) languages.set(language, Promise.resolve());
  i18n.activate(language);
}

/** The texts of the language the page speaks, for a part about to be shown: it waits for them with its code. */
export const textsOfThePageLanguage = (download: DownloadTexts): Promise<void> =>
  loadLanguageTexts(i18n.locale as RecipeLanguage, download);

/**
 * Lingui speaks the language, once its texts have arrived (the store says which: see the language slice's
 * listener); rejects, and Lingui stays in its language, when they cannot be downloaded.
 */
export async function activateLanguage(language: RecipeLanguage, download: DownloadTexts): Promise<void> {
  await loadLanguageTexts(language, download);
  // Lingui re-renders every text on activate, even to the language it speaks: only a change is worth it.
  if (i18n.locale !== language) i18n.activate(language);
}
