import { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '../../app/withTypes';
import { selectLanguage } from './languageSlice';
import { useText } from '../../i18n/useText';

/**
 * The language of the page's texts as `<html lang>`, so screen readers, Read aloud and the browser's own words
 * follow them; and the page's title in it (the product's name, as the header says it).
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  // The store's, which Lingui follows: the page's texts are in it from the first paint (see index.tsx).
  const language = useAppSelector(selectLanguage);

  const title = useText()('header.productName');

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return children;
}
