import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { clockText } from '../clockText';
import { selectTimers, timerPaused, timerResumed, timerStarted } from '../timersSlice';
import { stepDurations } from '../../../core/cooking/stepDurations';
import { useNow } from './useNow';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';

const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.25rem 0;
`;

const Countdown = styled(SecondaryButton)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 7rem;
  font-size: 1.6rem;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;

  small {
    font-size: 0.8rem;
    font-weight: 500;
  }
`;

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: 8px;
  border: 2px solid ${colors.accent};
  font-weight: 600;
`;

/**
 * A chip for each time the step names: "Start 10 min timer", then, once started, a large countdown that pauses
 * and resumes on a tap; one timer per chip. On the card and in cook mode alike.
 */
export function StepTimers({ step, index }: { step: string; index: number }) {
  const dispatch = useAppDispatch();
  const text = useCookText();
  const timers = useAppSelector(selectTimers).filter((timer) => timer.step === index);
  const now = useNow(timers.some(({ ended, pausedLeftMs }) => !ended && pausedLeftMs === undefined));
  const durations = stepDurations(step);
  if (durations.length === 0) return null;
  return (
    <Chips>
      {durations.map(({ label, seconds }, order) => {
        const timer = timers.find((running) => running.label === label);
        if (!timer) {
          return (
            <SecondaryButton
              key={order}
              type="button"
              onClick={() => dispatch(timerStarted({ label, seconds, step: index }))}
            >
              {text('timers.start', { label })}
            </SecondaryButton>
          );
        }
        if (timer.ended) return <Done key={order}>{text('timers.chipDone', { label })}</Done>;
        const paused = timer.pausedLeftMs !== undefined;
        const left = clockText((timer.pausedLeftMs ?? timer.endsAt - now) / 1000);
        return (
          <Countdown
            key={order}
            type="button"
            onClick={() => dispatch(paused ? timerResumed(timer.id) : timerPaused(timer.id))}
          >
            <VisuallyHidden>
              {text(paused ? 'timers.resume' : 'timers.pause', { label, step: index + 1 })}
            </VisuallyHidden>
            {text('timers.left', { left })}
            <small>{text(paused ? 'timers.tapToResume' : 'timers.tapToPause')}</small>
          </Countdown>
        );
      })}
    </Chips>
  );
}
