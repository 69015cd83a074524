import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectTimers, timerEnded } from '../cookSlice';
import { ringTimerAlarm } from './timerAlarm';

export const timerDoneLine = (label: string, step: number) => `Your ${label} timer for step ${step + 1} is done.`;

/** Ends each running timer at its time, with its alarm; while the recipe is on screen, in cook mode or not. */
export function useTimerAlarms(): void {
  const dispatch = useAppDispatch();
  const timers = useAppSelector(selectTimers);
  useEffect(() => {
    const waiting = timers
      .filter(({ ended }) => !ended)
      .map(({ id, label, step, endsAt }) =>
        setTimeout(() => {
          dispatch(timerEnded(id));
          ringTimerAlarm(timerDoneLine(label, step));
        }, Math.max(0, endsAt - Date.now())),
      );
    return () => waiting.forEach(clearTimeout);
  }, [timers, dispatch]);
}
