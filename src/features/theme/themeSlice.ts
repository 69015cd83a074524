import { createSlice } from '@reduxjs/toolkit';
import { readSavedTheme, type ThemeName } from './themeStorage';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeName => readSavedTheme() ?? 'light',
  reducers: {
    themeToggled: (state) => (state === 'light' ? 'dark' : 'light'),
  },
  selectors: {
    selectTheme: (state) => state,
  },
});

export const { themeToggled } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
