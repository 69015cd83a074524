import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { selectLanguage } from './languageSlice';
import { speakLanguage } from './speakLanguage';

/**
 * The page's language: `<html lang>` (so screen readers, Read aloud and the browser's own words follow it) and the
 * texts in it.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
    void dispatch(speakLanguage(language));
  }, [language, dispatch]);

  return children;
}
