import appUpdate from '../../i18n/compiled/en/appUpdate.json';
import { partTexts } from '../../i18n/partTexts';

/** A text of the update line, in the cook's language. */
export const useAppUpdateText = partTexts(appUpdate);
