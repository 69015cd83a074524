import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isLanguage } from '../../i18n/languages';
import { activateLanguage } from '../../i18n/partTexts';
import { languageChangedInAnotherTab, languageFellBack, selectLanguage } from './languageSlice';
import { LANGUAGE_STORAGE_KEY } from './languageStorage';

/**
 * The page's language: `<html lang>` (so screen readers and the browser's own words follow it), the texts of
 * every part in it, and another tab's choice followed.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue))
        dispatch(languageChangedInAnotherTab(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch]);

  useEffect(() => {
    document.documentElement.lang = language;
    activateLanguage(language).catch((error: unknown) => {
      console.error(`The texts in "${language}" could not be downloaded:`, error);
      dispatch(languageFellBack());
    });
  }, [language, dispatch]);

  return children;
}
