import type { AppThunk } from '../../app/store';
import { activateLanguage } from '../../i18n/partTexts';
import type { Language } from '../../i18n/languages';
import { languageFellBack } from './languageSlice';

/**
 * The page starts speaking the language it opened in, once its texts are here; if they cannot be downloaded, it
 * says so in the console and speaks the source language instead, so the cook is never left without a page.
 */
export const speakLanguage =
  (language: Language): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      await activateLanguage(language);
    } catch (error) {
      console.error(`The texts in "${language}" could not be downloaded:`, error);
      dispatch(languageFellBack());
    }
  };
