import type { AppThunk } from '../../app/store';
import { loadLanguageTexts } from '../../i18n/partTexts';
import type { RecipeLanguage } from '../../core/language/recipeLanguages';
import { languageChosen } from './languageSlice';
import { saveLanguage } from './languageStorage';
import { textsFollowTheLanguage } from './textsFollowTheLanguage';

/**
 * The cook's choice of language: the texts of every part on the page are downloaded first, so the page changes
 * all at once when the store does (the texts follow it, see speakLanguage); then it is kept, like the theme. Resolves to false (the page stays as it was) when they cannot be.
 */
export const chooseLanguage =
  (language: RecipeLanguage): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, extra) => {
    try {
      await loadLanguageTexts(language, extra.downloadLanguageTexts);
    } catch (error) {
      console.error(`The texts in "${language}" could not be downloaded:`, error);
      return false;
    }
    // The texts follow the language the cook chooses (and whatever else changes it from then on).
    dispatch(textsFollowTheLanguage);
    dispatch(languageChosen(language));
    saveLanguage(language);
    return true;
  };
