import { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '../../app/withTypes';
import { selectLanguage } from './languageSlice';

/**
 * The language of the page's texts as `<html lang>`, so screen readers, Read aloud and the browser's own words
 * follow them.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  // The store's, which Lingui follows: the page's texts are in it from the first paint (see index.tsx).
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return children;
}
