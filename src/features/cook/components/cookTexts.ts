import { cook } from '../../../i18n/catalogues/en/cook';
import { partTexts } from '../../../i18n/partTexts';

/** A text of the cook's card or cook mode, in the cook's language. */
export const useCookText = partTexts(cook);

export type CookText = ReturnType<typeof useCookText>;
export type CookTextId = Parameters<CookText>[0];
