import { signIn } from '../../../i18n/catalogues/en/signIn';
import { partTexts } from '../../../i18n/partTexts';

/** The sign-in's texts, added when its code arrives. */
export const useSignInText = partTexts(signIn);
