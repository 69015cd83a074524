import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import { readSavedTheme, saveTheme, systemTheme, type ThemeName } from './themeStorage';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeName => readSavedTheme() ?? systemTheme(),
  reducers: {
    themeToggled: (state) => (state === 'light' ? 'dark' : 'light'),
    /** The cook switched the theme in another tab of this app: this one follows (and saves nothing). */
    themeChangedInAnotherTab: (_, action: PayloadAction<ThemeName>) => action.payload,
  },
  selectors: {
    selectTheme: (state) => state,
  },
});

export const { themeToggled, themeChangedInAnotherTab } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;

/** The cook's choice is kept for the next visit (and the other tabs hear of it: see app/otherTabs). */
export const saveThemeWhenToggled = (startListening: AppStartListening) =>
  startListening({
    actionCreator: themeToggled,
    effect: (_, listenerApi) => {
      if (!saveTheme(selectTheme(listenerApi.getState())))
        console.warn('The theme cannot be saved in this browser; it applies until the page is closed.');
    },
  });
