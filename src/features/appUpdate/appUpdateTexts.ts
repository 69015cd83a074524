import { appUpdate } from '../../i18n/catalogues/en/appUpdate';
import { partTexts } from '../../i18n/partTexts';

/** A text of the update line, in the cook's language. */
export const useAppUpdateText = partTexts(appUpdate);
