import { allergenNames } from '../../i18n/catalogues/en/allergenNames';
import { preferences } from '../../i18n/catalogues/en/preferences';
import { partTexts } from '../../i18n/partTexts';

/** A text of the preferences, in the cook's language. */
export const usePreferencesText = partTexts({ ...preferences, ...allergenNames });

export type PreferencesText = ReturnType<typeof usePreferencesText>;
export type PreferencesTextId = Parameters<PreferencesText>[0];
