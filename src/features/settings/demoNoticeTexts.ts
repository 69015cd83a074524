import demoNotice from '../../i18n/compiled/en/demoNotice.json';
import { partTexts } from '../../i18n/partTexts';

/** A text of the demo notice, in the cook's language. */
export const useDemoNoticeText = partTexts(demoNotice);
