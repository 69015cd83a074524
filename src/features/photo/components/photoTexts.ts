import { photo } from '../../../i18n/catalogues/en/photo';
import { partTexts } from '../../../i18n/partTexts';

/** A text of "Add from a photo", in the cook's language. */
export const usePhotoText = partTexts(photo);
