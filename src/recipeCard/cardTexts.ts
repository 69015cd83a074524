import { card } from '../i18n/catalogues/en/card';
import { partTexts } from '../i18n/partTexts';

/** A text of the recipe card, in the cook's language. */
export const useCardText = partTexts(card);
