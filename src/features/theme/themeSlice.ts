import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSavedTheme, systemTheme, type ThemeName } from './themeStorage';

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
