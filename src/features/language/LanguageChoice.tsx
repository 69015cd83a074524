import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { isLanguage, LANGUAGE_NAMES, OFFERED_LANGUAGES } from '../../i18n/languages';
import { useLanguageChoiceText } from './languageChoiceTexts';
import { colors } from '../../styles/themes';
import { chooseLanguage } from './chooseLanguage';
import { languageChangedInAnotherTab, selectLanguage } from './languageSlice';
import { LANGUAGE_STORAGE_KEY } from './languageStorage';

const Select = styled.select`
  min-height: 44px;
  padding: 0 0.4rem;
  font: inherit;
  border-radius: 8px;
  border: 2px solid ${colors.border};
  background: ${colors.background};
  color: ${colors.text};
`;

const Problem = styled.p`
  position: fixed;
  top: 4.5rem;
  right: 1rem;
  z-index: 20;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
`;

/**
 * The header's choice of language, each by its own name; nothing while one language is offered. The page changes
 * once the chosen language's texts have arrived, keeping the list, the recipe and any running timer; a choice
 * made in another tab is followed.
 */
export function LanguageChoice() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const text = useLanguageChoiceText();
  const [failed, setFailed] = useState(false);

  // Another tab saving a language fires a storage event here (never in the tab that saved it): this one follows.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue))
        dispatch(languageChangedInAnotherTab(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch]);

  if (OFFERED_LANGUAGES.length < 2) return null;

  const choose = async (chosen: string) => {
    if (!isLanguage(chosen)) return;
    setFailed(!(await dispatch(chooseLanguage(chosen))));
  };

  return (
    <label>
      <VisuallyHidden>{text('language.label')}</VisuallyHidden>
      <Select value={language} onChange={(event) => void choose(event.target.value)}>
        {OFFERED_LANGUAGES.map((offered) => (
          <option key={offered} value={offered} lang={offered}>
            {LANGUAGE_NAMES[offered]}
          </option>
        ))}
      </Select>
      {failed && <Problem role="alert">{text('language.notLoaded')}</Problem>}
    </label>
  );
}
