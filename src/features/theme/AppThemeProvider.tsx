import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { GlobalStyle } from '../../styles/GlobalStyle';
import { themes } from '../../styles/themes';
import { selectTheme } from './themeSlice';
import { applyThemeToDocument } from './themeStorage';

/** Hands the current theme to styled-components and mirrors it as the `dark` class on <html>. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);

  // A layout effect runs before the browser paints, so a saved dark theme never flashes light.
  useLayoutEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);

  return (
    <ThemeProvider theme={themes[theme]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
