import { useLingui } from '@lingui/react';
import { isLanguage, SOURCE_LANGUAGE, type Language } from './languages';

/** The language the page speaks now, for what is written from data rather than from a catalogue. */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;
}
