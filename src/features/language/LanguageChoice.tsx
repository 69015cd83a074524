import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { FieldLabel, FieldRow } from '../../components/FieldRow';
import { Select } from '../../components/Select';
import { isRecipeLanguage, LANGUAGE_NAMES, RECIPE_LANGUAGES } from '../../core/language/recipeLanguages';
import { useLanguageChoiceText } from './languageChoiceTexts';
import { colors } from '../../styles/themes';
import { chooseLanguage } from './chooseLanguage';
import { selectLanguage } from './languageSlice';

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${colors.danger};
`;

/**
 * The choice of language, each by its own name; nothing while one language is offered. The page changes once
 * the chosen language's texts have arrived, keeping the list, the recipe and any running timer.
 */
export function LanguageChoice() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const text = useLanguageChoiceText();
  const [failed, setFailed] = useState(false);

  if (RECIPE_LANGUAGES.length < 2) return null;

  const choose = async (chosen: string) => {
    if (!isRecipeLanguage(chosen)) return;
    setFailed(!(await dispatch(chooseLanguage(chosen))));
  };

  return (
    <FieldRow>
      <FieldLabel htmlFor="language-choice">{text('language.label')}</FieldLabel>
      <Select id="language-choice" value={language} onChange={(event) => void choose(event.target.value)}>
        {RECIPE_LANGUAGES.map((offered) => (
          <option key={offered} value={offered} lang={offered}>
            {LANGUAGE_NAMES[offered]}
          </option>
        ))}
      </Select>
      {failed && <Problem role="alert">{text('language.notLoaded')}</Problem>}
    </FieldRow>
  );
}
