import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageChangedInAnotherTab, selectLanguage } from './languageSlice';
import { isOfferedLanguage, LANGUAGE_STORAGE_KEY } from './languageStorage';
import { speakLanguage } from './speakLanguage';

/**
 * The page's language: `<html lang>` (so screen readers, Read aloud and the browser's own words follow it) and the
 * texts in it. A language chosen in another tab of the app is followed here too.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
    void dispatch(speakLanguage(language));
  }, [language, dispatch]);

  // Another tab saving a language fires a storage event here (never in the tab that saved it).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === LANGUAGE_STORAGE_KEY && isOfferedLanguage(event.newValue))
        dispatch(languageChangedInAnotherTab(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch]);

  return children;
}
