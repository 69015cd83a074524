import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { selectReadAloud } from '../readAloudSlice';
import { selectTimers, timerEnded } from '../timersSlice';
import type { CookTimer } from '../timersStorage';
import { canReadAloud, speak } from './speech';
import { ringTimerAlarm } from './timerAlarm';
import { useCookText, type CookText } from './cookTexts';

const timerDoneLine = (text: CookText, label: string, step: number) =>
  text('timers.doneLine', { label, step: step + 1 });

/** What a screen reader is told of the finished timers, in one status line. */
export const timersDoneText = (text: CookText, timers: readonly CookTimer[]) =>
  timers
    .filter(({ ended }) => ended)
    .map(({ label, step }) => timerDoneLine(text, label, step))
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
  // The words too: changing the language does not reschedule the timers either.
  const text = useCookText();
  const words = useRef(text);
  useEffect(() => {
    voice.current = readAloud;
    words.current = text;
  }, [readAloud, text]);
  useEffect(() => {
    const waiting = new Map<string, ReturnType<typeof setTimeout>>();
    const schedule = ({ id, label, step, endsAt }: (typeof timers)[number]) => {
      const left = endsAt - Date.now();
      const ring = () => {
        dispatch(timerEnded(id));
        const line = timerDoneLine(words.current, label, step);
        ringTimerAlarm(words.current('timers.notificationTitle'), line);
        // With Read aloud on, the cook hears it too, over whatever was being read.
        if (voice.current.on && canReadAloud()) speak(line, voice.current.rate);
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
