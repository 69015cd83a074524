import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { whenIdle } from '../../app/loadWhenIdle';
import { useAppSelector } from '../../app/withTypes';
import { ingredientsMissingForRecipe } from '../../core/ingredients/ingredientRules';
import { useText } from '../../i18n/useText';
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
  const text = useText();

  // The first row brings the list's hint, the page's first text with a number: Lingui builds the language's number
  // format and plural rules on that first use, in the task that shows the row. Formatted once ahead, when idle.
  useEffect(() => {
    if (!hasIngredients)
      return whenIdle(() => text('ingredients.neededHint', { missing: ingredientsMissingForRecipe(1) }));
  }, [hasIngredients, text]);

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <PartSlot>{photo}</PartSlot>
      <PartSlot>{preferences}</PartSlot>
      {hasIngredients && <IngredientList focusInput={focusInput} />}
    </>
  );
}
