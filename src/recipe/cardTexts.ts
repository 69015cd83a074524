import card from '../i18n/compiled/en/card.json';
import { partTexts } from '../i18n/partTexts';

/** A text of the recipe card, in the cook's language. */
export const useCardText = partTexts(card);
