import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTheme, themeChangedInAnotherTab } from './themeSlice';
import { applyThemeToDocument, isThemeName, THEME_STORAGE_KEY } from './themeStorage';

/**
 * The current theme mirrored as the `dark` class on <html>: the page's global CSS (in its head, see
 * src/styles/globalCss.ts) holds both palettes, and the class picks one.
 */
export function PageTheme({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);

  // Another tab saving a theme fires a storage event here (never in the tab that saved it).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isThemeName(event.newValue))
        dispatch(themeChangedInAnotherTab(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch]);

  // A layout effect runs before the browser paints, so a saved dark theme never flashes light.
  useLayoutEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);

  return children;
}
