import { useCallback, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/withTypes';
import { IngredientForm } from './IngredientForm';
import { IngredientList } from './IngredientList';
import { selectIngredients } from './ingredientsSlice';

// Holds a part's height while its code loads (the photo button, the preferences), so nothing below moves when it
// appears.
const PartSlot = styled.div`
  min-height: 44px;
  margin-top: 0.75rem;
`;

/**
 * The form, "Add from a photo" and the cook's preferences (both placed by the page), and the list. The form and the
 * list share the input, which Clear All and removing the last row hand focus back to.
 */
export function IngredientsSection({ photo, preferences }: { photo: ReactNode; preferences: ReactNode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const hasIngredients = useAppSelector(selectIngredients).length > 0;

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <PartSlot>{photo}</PartSlot>
      <PartSlot>{preferences}</PartSlot>
      {hasIngredients && <IngredientList focusInput={focusInput} />}
    </>
  );
}
