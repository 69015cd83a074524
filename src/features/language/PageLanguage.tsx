import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';

/**
 * The language of the page's texts as `<html lang>`, so screen readers, Read aloud and the browser's own words
 * follow them.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  // The language the texts are in: Lingui's, which follows the store's once its texts are here.
  const language = useLingui().i18n.locale;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return children;
}
