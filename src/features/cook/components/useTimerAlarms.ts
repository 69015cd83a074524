import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectReadAloud } from '../readAloudSlice';
import { selectTimers, timerEnded } from '../timersSlice';
import type { CookTimer } from '../timersStorage';
import { canReadAloud, speak } from './speech';
import { ringTimerAlarm } from './timerAlarm';

export const timerDoneLine = (label: string, step: number) => `Your ${label} timer for step ${step + 1} is done.`;

/** What a screen reader is told of the finished timers, in one status line. */
export const timersDoneText = (timers: readonly CookTimer[]) =>
  timers
    .filter(({ ended }) => ended)
    .map(({ label, step }) => timerDoneLine(label, step))
    .join(' ');

/** The longest delay setTimeout keeps (about 24.8 days): a longer one overflows and fires at once. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Ends each running timer at its time, with its alarm, whatever is on screen; one whose time passed while the
 * page was closed or discarded rings as soon as it is back.
 */
export function useTimerAlarms(): void {
  const dispatch = useAppDispatch();
  const timers = useAppSelector(selectTimers);
  // Read at ring time, so turning Read aloud on or off does not reschedule the timers.
  const readAloud = useAppSelector(selectReadAloud);
  const voice = useRef(readAloud);
  useEffect(() => {
    voice.current = readAloud;
  }, [readAloud]);
  useEffect(() => {
    const waiting = new Map<string, ReturnType<typeof setTimeout>>();
    const schedule = ({ id, label, step, endsAt }: (typeof timers)[number]) => {
      const left = endsAt - Date.now();
      const ring = () => {
        dispatch(timerEnded(id));
        ringTimerAlarm(timerDoneLine(label, step));
        // With Read aloud on, the cook hears it too, over whatever was being read.
        if (voice.current.on && canReadAloud()) speak(timerDoneLine(label, step), voice.current.rate);
      };
      // A delay past setTimeout's limit would fire at once: wait the limit and look again.
      const check = left > LONGEST_DELAY_MS ? () => schedule({ id, label, step, endsAt, ended: false }) : ring;
      waiting.set(id, setTimeout(check, Math.min(Math.max(0, left), LONGEST_DELAY_MS)));
    };
    // A paused timer waits for its resume, which gives it a new end time.
    timers.filter(({ ended, pausedLeftMs }) => !ended && pausedLeftMs === undefined).forEach(schedule);
    return () => waiting.forEach(clearTimeout);
  }, [timers, dispatch]);
}
