import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DialogTop } from '../../../components/DialogTop';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { useModalDialog } from '../../../components/useModalDialog';
import type { Recipe } from '../../../recipe/recipeTypes';
import { cookModeClosed, selectCookState, selectIngredientLines, stepShown } from '../cookSlice';
import { START_COOKING_ID } from './RecipeActions';
import { FoodSafetyLines } from './FoodSafetyLines';
import { NotifyButton } from './NotifyButton';
import { StepSafetyWarnings } from './StepSafetyWarnings';
import { StepTimers } from './StepTimers';
import { TimerList } from './TimerList';
import { useWakeLock } from './useWakeLock';

const Dialog = styled.dialog`
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 1rem;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &[open] {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
`;

const Progress = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const StepText = styled.p`
  margin: 0;
  font-size: clamp(1.4rem, 4vw, 2.2rem);
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Timers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Middle = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  overflow-y: auto;
`;

const Navigation = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Ingredients = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
`;

export const SCREEN_MAY_SLEEP = 'This browser cannot keep the screen awake, so it may still go dark between steps.';

/**
 * One step at a time, in large type, full screen (a modal <dialog>: focus stays inside, Escape closes): Previous
 * and Next (or the arrow keys), the step's timers, the ingredients a tap away, and the screen kept awake.
 */
export function CookMode({ recipe }: { recipe: Recipe }) {
  const dispatch = useAppDispatch();
  const { step } = useAppSelector(selectCookState);
  const lines = useAppSelector(selectIngredientLines);
  const { dialogProps, close } = useModalDialog(() => {
    dispatch(cookModeClosed());
    document.getElementById(START_COOKING_ID)?.focus();
  });
  const wakeLock = useWakeLock(true);
  const count = recipe.instructions.length;
  const current = Math.min(step, count - 1);

  const show = (index: number) => dispatch(stepShown(Math.max(0, Math.min(count - 1, index))));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
  };

  return (
    <Dialog {...dialogProps} aria-labelledby="cook-mode-title" onKeyDown={onKeyDown}>
      <DialogTop>
        <Title id="cook-mode-title">{recipe.name}</Title>
        <Button type="button" onClick={close}>
          Done
        </Button>
      </DialogTop>
      <Middle>
        <Progress aria-live="polite">{`Step ${current + 1} of ${count}`}</Progress>
        <StepText>{recipe.instructions[current]}</StepText>
        <StepSafetyWarnings step={current} announce={false} />
        <FoodSafetyLines />
        <Timers>
          <StepTimers step={recipe.instructions[current] ?? ''} index={current} />
          <NotifyButton />
        </Timers>
        <TimerList announce />
        <Ingredients>
          <summary>Ingredients</summary>
          <ul>
            {lines.filter(Boolean).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </Ingredients>
        {wakeLock === 'unavailable' && <Note>{SCREEN_MAY_SLEEP}</Note>}
      </Middle>
      {/* aria-disabled rather than disabled at either end, so the focus stays on the button (and in the dialog). */}
      <Navigation>
        <SecondaryButton type="button" aria-disabled={current === 0} onClick={() => show(current - 1)}>
          Previous step
        </SecondaryButton>
        <Button type="button" aria-disabled={current === count - 1} onClick={() => show(current + 1)}>
          Next step
        </Button>
      </Navigation>
    </Dialog>
  );
}
