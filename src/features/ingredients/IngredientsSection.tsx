import { useCallback, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/withTypes';
import { IngredientForm } from './IngredientForm';
import { IngredientList } from './IngredientList';
import { selectIngredients } from './ingredientsSlice';

// Holds the preferences' height while their code loads, so nothing below them moves when they appear.
const PreferencesSlot = styled.div`
  min-height: 44px;
  margin-top: 0.75rem;
`;

/**
 * The form, the cook's preferences (placed by the page) and the list. The form and the list share the input,
 * which Clear All and removing the last row hand focus back to.
 */
export function IngredientsSection({ preferences }: { preferences: ReactNode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const hasIngredients = useAppSelector(selectIngredients).length > 0;

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <PreferencesSlot>{preferences}</PreferencesSlot>
      {hasIngredients && <IngredientList focusInput={focusInput} />}
    </>
  );
}
