import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { whenIdle } from '../../app/loadWhenIdle';
import type { LazyComponent } from '../../components/lazyComponent';
import type { RehearsalProps } from '../../components/Rehearsal';
import { useAppSelector } from '../../app/withTypes';
import { ingredientsMissingForRecipe } from '../../core/ingredients/ingredientRules';
import { useText } from '../../i18n/useText';
import { IngredientForm } from './IngredientForm';
import { IngredientList } from './IngredientList';
import { selectIngredients } from './ingredientsSlice';

/** One empty row: the rows' own text is in the page's body size, which the first screen has used already. */
const REHEARSAL_ROWS = [''];

// Nothing in the rehearsal can be pressed.
const noFocus = () => {};

// Holds a part's height while its code loads (the photo button, the preferences), so nothing below moves when it
// appears.
const PartSlot = styled.div`
  min-height: 44px;
  margin-top: 0.75rem;
`;

interface IngredientsSectionProps {
  photo: ReactNode;
  preferences: ReactNode;
  /** Kept out of the first download, which has no room to spare: it is needed only once the page is idle. */
  rehearsal: LazyComponent<RehearsalProps>;
}

/**
 * The form, "Add from a photo" and the cook's preferences (all three placed by the page), and the list. The form
 * and the list share the input, which Clear All and removing the last row hand focus back to.
 */
export function IngredientsSection({ photo, preferences, rehearsal: Rehearsal }: IngredientsSectionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const hasIngredients = useAppSelector(selectIngredients).length > 0;
  const text = useText();
  const [rehearsal, setRehearsal] = useState<'due' | 'now' | 'done'>('due');
  const rehearsed = useCallback(() => setRehearsal('done'), []);

  // The list's hint is the page's first text with a number: for it Lingui builds the language's number format and
  // plural rules, which the first row would otherwise do in the task that shows it. Done ahead, when idle.
  useEffect(() => {
    if (hasIngredients) return;
    return whenIdle(() => void text('ingredients.neededHint', { missing: ingredientsMissingForRecipe(1) }));
  }, [hasIngredients, text]);

  // The list laid out once, hidden (Rehearsal): its style rules, and the font sizes of its heading and remove
  // buttons, new to the page. Asked for only while it is due: a state set again to what it holds is still queued
  // by React, and would have cost a render of its own right after the first Add.
  useEffect(() => {
    if (hasIngredients || rehearsal !== 'due') return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      // Without its code (offline, say) the first Add does the work itself, as it would have anyway.
      Rehearsal.load().then(
        () => cancelled || setRehearsal('now'),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [hasIngredients, rehearsal, Rehearsal]);

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <PartSlot>{photo}</PartSlot>
      <PartSlot>{preferences}</PartSlot>
      {hasIngredients ? (
        <IngredientList focusInput={focusInput} />
      ) : (
        rehearsal === 'now' && (
          <Rehearsal onLaidOut={rehearsed}>
            <IngredientList focusInput={noFocus} rows={REHEARSAL_ROWS} />
          </Rehearsal>
        )
      )}
    </>
  );
}
