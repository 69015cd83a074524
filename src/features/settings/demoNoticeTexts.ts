import { demoNotice } from '../../i18n/catalogues/en/demoNotice';
import { partTexts } from '../../i18n/partTexts';

/** A text of the demo notice, in the cook's language. */
export const useDemoNoticeText = partTexts(demoNotice);
