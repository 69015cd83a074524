import { languageChoice } from '../../i18n/catalogues/en/languageChoice';
import { partTexts } from '../../i18n/partTexts';

/** A text of the choice of language, in the cook's language. */
export const useLanguageChoiceText = partTexts(languageChoice);
