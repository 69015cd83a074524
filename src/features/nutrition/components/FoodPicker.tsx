import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { foodsNamed, type FoodFound } from '../../../core/nutrition/foodSearch';
import table from '../../../core/nutrition/nutritionTable.json';
import type { NutritionTable } from '../../../core/nutrition/nutritionTableTypes';
import { LinkButton } from '../../../components/LinkButton';
import { TextInput } from '../../../components/TextInput';
import { selectLanguage } from '../../language/languageSlice';
import { colors } from '../../../styles/themes';
import { useNutritionText } from './nutritionFacts';

const Picker = styled.div`
  margin: 0.5rem 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-left: 3px solid ${colors.border};
`;

const Field = styled(TextInput)`
  width: 100%;
  box-sizing: border-box;
`;

const Hint = styled.p`
  margin: 0.25rem 0;
  font-size: 0.9rem;
  color: ${colors.mutedText};
`;

const Found = styled.ul`
  margin: 0.25rem 0;
  padding: 0;
  list-style: none;
`;

interface FoodPickerProps {
  line: string;
  describe: (sr: string) => string;
  onPicked: (food: FoodFound) => void;
  onCancel: () => void;
}

/**
 * Another food of the table for one line: searched as the cook types, in the page's language or in English, each
 * found food by SR28's description. Escape or Cancel closes it without a change.
 */
export function FoodPicker({ line, describe, onPicked, onCancel }: FoodPickerProps) {
  const text = useNutritionText();
  const language = useAppSelector(selectLanguage);
  const [typed, setTyped] = useState('');
  const found = useMemo(() => foodsNamed(typed, language, table as NutritionTable), [typed, language]);
  const [fieldId, hintId] = [useId(), useId()];
  const field = useRef<HTMLInputElement>(null);
  // Opened by the cook's Change: their next keys are the food's name.
  useEffect(() => field.current?.focus(), []);
  return (
    <Picker
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label htmlFor={fieldId}>{text('nutrition.match.search', { line })}</label>
      <Field
        id={fieldId}
        type="search"
        ref={field}
        autoComplete="off"
        aria-describedby={hintId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Hint id={hintId}>{text('nutrition.match.searchHint')}</Hint>
      {typed.trim() !== '' && found.length === 0 && (
        <Hint role="status">{text('nutrition.match.noneFound', { typed: typed.trim() })}</Hint>
      )}
      {found.length > 0 && (
        <Found aria-label={text('nutrition.match.results')}>
          {found.map((food) => (
            <li key={food.sr}>
              <LinkButton type="button" onClick={() => onPicked(food)}>
                {describe(food.sr)}
              </LinkButton>
            </li>
          ))}
        </Found>
      )}
      <LinkButton type="button" onClick={onCancel}>
        {text('nutrition.match.cancel')}
      </LinkButton>
    </Picker>
  );
}
