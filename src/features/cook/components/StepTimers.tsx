import { useAppDispatch } from '../../../app/hooks';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { timerStarted } from '../timersSlice';
import { stepDurations } from '../stepDurations';

/** A "Start 10 min timer" button for each duration the step names. */
export function StepTimers({ step, index }: { step: string; index: number }) {
  const dispatch = useAppDispatch();
  return stepDurations(step).map(({ label, seconds }, order) => (
    <SecondaryButton key={order} type="button" onClick={() => dispatch(timerStarted({ label, seconds, step: index }))}>
      Start {label} timer
    </SecondaryButton>
  ));
}
