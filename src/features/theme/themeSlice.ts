import { createSlice } from '@reduxjs/toolkit';
import { readSavedTheme, systemTheme, type ThemeName } from './themeStorage';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeName => readSavedTheme() ?? systemTheme(),
  reducers: {
    themeToggled: (state) => (state === 'light' ? 'dark' : 'light'),
  },
  selectors: {
    selectTheme: (state) => state,
  },
});

export const { themeToggled } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
