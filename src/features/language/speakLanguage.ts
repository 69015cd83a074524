import type { AppThunk } from '../../app/store';
import { activateLanguage, loadLanguageTexts, type DownloadTexts } from '../../i18n/partTexts';
import type { RecipeLanguage } from '../../core/language/recipeLanguages';
import { languageFellBack, selectLanguage } from './languageSlice';

/** The page's texts in each language, downloaded on demand (the page's list of what loads when). */
export interface LanguageDeps {
  downloadLanguageTexts: DownloadTexts;
}

/**
 * The page's texts (Lingui) follow the store's language once its texts are here; if they cannot be downloaded,
 * it says so in the console and the store falls back to the source language, so the cook is never left without a
 * page. A language the store left meanwhile (chosen twice in a row) is not spoken.
 */
export const speakLanguage =
  (language: RecipeLanguage): AppThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    try {
      await loadLanguageTexts(language, extra.downloadLanguageTexts);
    } catch (error) {
      console.error(`The texts in "${language}" could not be downloaded:`, error);
      if (selectLanguage(getState()) === language) dispatch(languageFellBack());
      return;
    }
    if (selectLanguage(getState()) === language) await activateLanguage(language, extra.downloadLanguageTexts);
  };
