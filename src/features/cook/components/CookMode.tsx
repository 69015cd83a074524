import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogTop } from '../../../components/DialogTop';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { useModalDialog } from '../../../components/useModalDialog';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import {
  cookModeClosed,
  selectCookState,
  selectFoodSafety,
  selectIngredientLines,
  selectShownUnits,
  selectStepIngredientLines,
  stepShown,
} from '../cookSlice';
import { warningText } from './foodSafetyText';
import { Listen } from './Listen';
import { ReadAloud } from './ReadAloud';
import { useCookModeCommands } from './useCookModeCommands';
import { START_COOKING_ID } from './RecipeActions';
import { FoodSafetyLines } from './FoodSafetyLines';
import { NotifyButton } from './NotifyButton';
import { StepSafetyWarnings } from './StepSafetyWarnings';
import { StepTimers } from './StepTimers';
import { TimerList } from './TimerList';
import { useSwipe } from './useSwipe';
import { useWakeLock } from './useWakeLock';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';

// The browser pans only up and down here: sideways is a step change (useSwipe).
const Dialog = styled.dialog`
  touch-action: pan-y pinch-zoom;
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 1rem;
  border: 0;
  background: ${colors.background};
  color: ${colors.text};

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
  color: ${colors.mutedText};
`;

const ProgressBar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${colors.accent};
`;

const StepText = styled.p`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.2rem);
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
  color: ${colors.mutedText};
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

  button {
    flex: 1;
    min-height: 64px;
    font-size: 1.1rem;
  }
`;

const StepIngredients = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 1.15rem;
`;

const Ingredients = styled.details`
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: 0 0.75rem;

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    cursor: pointer;
    font-weight: 600;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary::before {
    content: '▸';
    transition: transform 0.15s;
  }

  &[open] summary::before {
    transform: rotate(90deg);
  }
`;

const Finished = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: flex-start;
`;

/**
 * One step at a time, in large type, full screen (a modal <dialog>: focus stays inside, Escape closes): Previous
 * and Next (or the arrow keys), the step's timers, the ingredients a tap away, and the screen kept awake.
 */
export function CookMode({ recipe, saveToggle }: { recipe: Recipe; saveToggle?: ReactNode }) {
  const dispatch = useAppDispatch();
  const { step } = useAppSelector(selectCookState);
  const lines = useAppSelector(selectIngredientLines);
  const stepLines = useAppSelector(selectStepIngredientLines);
  const text = useCookText();
  const { dialogProps, close } = useModalDialog(() => {
    dispatch(cookModeClosed());
    document.getElementById(START_COOKING_ID)?.focus();
  });
  const wakeLock = useWakeLock(true);
  const count = recipe.instructions.length;
  // One past the last step is the finished view.
  const current = Math.min(step, count);
  const finished = current === count;

  const show = (index: number) => dispatch(stepShown(Math.max(0, Math.min(count, index))));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
  };
  const shownLines = stepLines[current] ?? [];
  // A horizontal swipe changes the step, as on a paper page: left for the next one.
  useSwipe(dialogProps.ref, (direction) => show(current + (direction === 'left' ? 1 : -1)));
  const safety = useAppSelector(selectFoodSafety);
  const units = useAppSelector(selectShownUnits);
  // What Read aloud says: the step, then its safety warning; the finished view's line at the end.
  const spoken = finished
    ? text('cookMode.finishedLine')
    : [
        recipe.instructions[current] ?? '',
        ...(safety?.warnings.filter((warning) => warning.step === current) ?? []).map((warning) =>
          warningText(text, warning, units),
        ),
      ].join(' ');
  const onCommand = useCookModeCommands({
    step: current,
    stepText: recipe.instructions[current] ?? '',
    spoken,
    ingredients: shownLines.length > 0 ? shownLines : lines.filter(Boolean),
    show,
    close,
  });
  // The buttons under the cook's finger leave with the view they belong to: the focus follows to the new view.
  const closeButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const shownView = useRef(finished);
  useEffect(() => {
    if (shownView.current === finished) return;
    shownView.current = finished;
    (finished ? closeButton : nextButton).current?.focus();
  }, [finished]);

  return (
    <Dialog {...dialogProps} aria-labelledby="cook-mode-title" onKeyDown={onKeyDown}>
      <DialogTop>
        <Title id="cook-mode-title">{recipe.name}</Title>
        <SecondaryButton type="button" onClick={close}>
          {text('cookMode.done')}
        </SecondaryButton>
      </DialogTop>
      <Middle>
        <Progress aria-live="polite">
          {finished ? text('cookMode.finished') : text('cookMode.progress', { step: current + 1, count })}
        </Progress>
        <ProgressBar value={current} max={count} aria-hidden="true" />
        <ReadAloud spoken={spoken} />
        <Listen onCommand={onCommand} />
        {finished ? (
          <Finished>
            <StepText>{text('cookMode.finishedLine')}</StepText>
            {saveToggle}
            <SecondaryButton type="button" onClick={() => show(count - 1)}>
              {text('cookMode.backToLastStep')}
            </SecondaryButton>
            <Button ref={closeButton} type="button" onClick={close}>
              {text('cookMode.close')}
            </Button>
          </Finished>
        ) : (
          <>
            <StepText>{recipe.instructions[current]}</StepText>
            {shownLines.length > 0 && (
              <StepIngredients aria-label={text('cookMode.forThisStep')}>
                {shownLines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </StepIngredients>
            )}
            <StepSafetyWarnings step={current} announce={false} />
            <FoodSafetyLines />
            <Timers>
              <StepTimers step={recipe.instructions[current] ?? ''} index={current} />
              <NotifyButton />
            </Timers>
          </>
        )}
        <TimerList announce />
        {!finished && (
          <Ingredients>
            <summary>{text('cookMode.allIngredients', { count: lines.filter(Boolean).length })}</summary>
            <ul>
              {lines.filter(Boolean).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </Ingredients>
        )}
        {wakeLock === 'unavailable' && <Note>{text('cookMode.screenMaySleep')}</Note>}
      </Middle>
      {/* aria-disabled rather than disabled at the start, so the focus stays on the button (and in the dialog). */}
      {!finished && (
        <Navigation>
          <SecondaryButton type="button" aria-disabled={current === 0} onClick={() => show(current - 1)}>
            {text('cookMode.previous')}
          </SecondaryButton>
          <Button ref={nextButton} type="button" onClick={() => show(current + 1)}>
            {text(current === count - 1 ? 'cookMode.finish' : 'cookMode.next')}
          </Button>
        </Navigation>
      )}
    </Dialog>
  );
}
