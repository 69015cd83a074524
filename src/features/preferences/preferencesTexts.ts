import allergenNames from '../../i18n/compiled/en/allergenNames.json';
import preferences from '../../i18n/compiled/en/preferences.json';
import { partTexts } from '../../i18n/partTexts';

/** A text of the preferences, in the cook's language. */
export const usePreferencesText = partTexts({ ...preferences, ...allergenNames });

export type PreferencesText = ReturnType<typeof usePreferencesText>;
export type PreferencesTextId = Parameters<PreferencesText>[0];
