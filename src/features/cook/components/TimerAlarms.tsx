import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { selectResultsView } from '../../recipe/recipeSlice';
import { selectTimers } from '../timersSlice';
import { saveTimers } from '../timersStorage';
import { TimerList } from './TimerList';
import { timersDoneText, useTimerAlarms } from './useTimerAlarms';
import { useCookText } from './cookTexts';
import { selectCookModeOpen } from '../cookSelectorsAlwaysLoaded';

const Section = styled.section`
  margin: 2rem 0 0;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/**
 * The page's timers, mounted on every page once its code is here: it rings each timer at its end and keeps
 * them with their end times, so a timer rings after the card hides and after a reload. The card and cook mode
 * show the timers; with no recipe card on screen, they are shown here. Screen readers hear a finished timer from
 * here, or from cook mode while it is open (the rest of the page is behind it).
 */
export function TimerAlarms() {
  useTimerAlarms();
  const text = useCookText();
  const timers = useAppSelector(selectTimers);
  const cardShown = useAppSelector((state) => selectResultsView(state) === 'recipe');
  const cookModeOpen = useAppSelector(selectCookModeOpen);
  useEffect(() => saveTimers(timers), [timers]);
  return (
    <>
      {!cardShown && timers.length > 0 && (
        <Section aria-labelledby="timers-heading">
          <h2 id="timers-heading">{text('timers.heading')}</h2>
          <TimerList announce={false} />
        </Section>
      )}
      {!cookModeOpen && timers.length > 0 && (
        <VisuallyHidden role="status">{timersDoneText(text, timers)}</VisuallyHidden>
      )}
    </>
  );
}
