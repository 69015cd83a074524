import type { AppThunk } from '../../app/store';
import { activateLanguage, loadLanguageTexts } from '../../i18n/partTexts';
import type { RecipeLanguage } from '../../core/language/recipeLanguages';
import { languageFellBack, selectLanguage } from './languageSlice';

/**
 * The page's texts (Lingui) follow the store's language once its texts are here; if they cannot be downloaded,
 * it says so in the console and the store falls back to the source language, so the cook is never left without a
 * page. A language the store left meanwhile (chosen twice in a row) is not spoken.
 */
export const speakLanguage =
  (language: RecipeLanguage): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    try {
      await loadLanguageTexts(language);
    } catch (error) {
      console.error(`The texts in "${language}" could not be downloaded:`, error);
      if (selectLanguage(getState()) === language) dispatch(languageFellBack());
      return;
    }
    if (selectLanguage(getState()) === language) await activateLanguage(language);
  };
