import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SOURCE_LANGUAGE, type RecipeLanguage } from '../../core/language/recipeLanguages';
import { browserLanguage, readSavedLanguage } from './languageStorage';

export const languageSlice = createSlice({
  name: 'language',
  initialState: (): RecipeLanguage => readSavedLanguage() ?? browserLanguage(),
  reducers: {
    /** The cook chose a language, and its texts have arrived. */
    languageChosen: (_, action: PayloadAction<RecipeLanguage>) => action.payload,
    /** The cook chose a language in another tab of this app: this one follows (and saves nothing). */
    languageChangedInAnotherTab: (_, action: PayloadAction<RecipeLanguage>) => action.payload,
    /** The saved language's texts could not be downloaded as the page started: it speaks the source language. */
    languageFellBack: () => SOURCE_LANGUAGE,
  },
  selectors: {
    selectLanguage: (state) => state,
  },
});

export const { languageChosen, languageChangedInAnotherTab, languageFellBack } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
