import { setupI18n, type Messages } from '@lingui/core';
import firstScreen from './compiled/en/firstScreen.json';

/** The page's one Lingui instance, English active with the first screen's texts, which the first download holds. */
// TypeScript reads the JSON more loosely than Lingui's compiled tuples, hence the cast.
export const i18n = setupI18n({ locale: 'en', messages: { en: firstScreen as unknown as Messages } });
