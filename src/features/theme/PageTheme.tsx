import { useLayoutEffect, type ReactNode } from 'react';
import { useAppSelector } from '../../app/withTypes';
import { selectTheme } from './themeSlice';
import { applyThemeToDocument } from './themeStorage';

/**
 * The current theme mirrored as the `dark` class on <html>: the page's global CSS (in its head, see
 * src/styles/globalCss.ts) holds both palettes, and the class picks one.
 */
export function PageTheme({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);

  // A layout effect runs before the browser paints, so a saved dark theme never flashes light.
  useLayoutEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);

  return children;
}
