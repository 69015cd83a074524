import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { activateLanguage } from '../../i18n/partTexts';
import { languageFellBack, selectLanguage } from './languageSlice';

/**
 * The page's language: `<html lang>` (so screen readers and the browser's own words follow it) and the texts in
 * it; if they cannot be downloaded, the page speaks English.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
    activateLanguage(language).catch((error: unknown) => {
      console.error(`The texts in "${language}" could not be downloaded:`, error);
      dispatch(languageFellBack());
    });
  }, [language, dispatch]);

  return children;
}
