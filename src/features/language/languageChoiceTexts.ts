import languageChoice from '../../i18n/compiled/en/languageChoice.json';
import { partTexts } from '../../i18n/partTexts';

/** A text of the choice of language, in the cook's language. */
export const useLanguageChoiceText = partTexts(languageChoice);
