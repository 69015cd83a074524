import { setupI18n } from '@lingui/core';

/** The page's one Lingui instance, English active; each part adds its texts when its code arrives (partTexts). */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
