import type { ThemeName } from '../features/theme/themeStorage';

export interface AppTheme {
  name: ThemeName;
  colors: {
    background: string;
    surface: string;
    text: string;
    mutedText: string;
    border: string;
    accent: string;
    onAccent: string;
    danger: string;
    focusRing: string;
    inputBackground: string;
    spinnerTrack: string;
    noticeBackground: string;
  };
}

// Every text/background pair below meets WCAG AA (4.5:1) in its own theme.
export const lightTheme: AppTheme = {
  name: 'light',
  colors: {
    background: '#fafaf9',
    surface: '#ffffff',
    text: '#1c1917',
    mutedText: '#57534e',
    border: '#78716c',
    accent: '#c2410c',
    onAccent: '#ffffff',
    danger: '#b91c1c',
    focusRing: '#1d4ed8',
    inputBackground: '#ffffff',
    spinnerTrack: '#e7e5e4',
    noticeBackground: '#fef3c7',
  },
};

export const darkTheme: AppTheme = {
  name: 'dark',
  colors: {
    background: '#1c1917',
    surface: '#292524',
    text: '#f5f5f4',
    mutedText: '#d6d3d1',
    border: '#78716c',
    accent: '#fb923c',
    onAccent: '#1c1917',
    danger: '#fca5a5',
    focusRing: '#93c5fd',
    inputBackground: '#0c0a09',
    spinnerTrack: '#44403c',
    noticeBackground: '#422006',
  },
};

export const themes: Record<ThemeName, AppTheme> = { light: lightTheme, dark: darkTheme };
