import preferences from '../../i18n/compiled/en/preferences.json';
import { partTexts } from '../../i18n/partTexts';

/** A text of the preferences, in the cook's language. */
export const usePreferencesText = partTexts(
  preferences,
  (language) => import(/* webpackChunkName: "texts-[request]" */ `../../i18n/compiled/${language}/preferences.json`),
);

export type PreferencesText = ReturnType<typeof usePreferencesText>;
export type PreferencesTextId = Parameters<PreferencesText>[0];
