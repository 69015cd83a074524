import { isRecord } from '../../lib/isRecord';

/** A step's timer, as the timers slice holds it and storage keeps it. */
export interface CookTimer {
  id: string;
  /** "10 min", "25–30 min", as the step names it. */
  label: string;
  /** The step (0-based) that named it. */
  step: number;
  /** When it rings, in ms since the epoch (while it runs). */
  endsAt: number;
  ended: boolean;
  /** Paused: the time it had left, in ms; it rings that long after it is resumed. */
  pausedLeftMs?: number;
}

/** Where running timers are kept (localStorage), with their end time, so a reload or a discarded tab rings them. */
export const TIMERS_STORAGE_KEY = 'timers';

const isTimer = (value: unknown): value is CookTimer =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.label === 'string' &&
  Number.isInteger(value.step) &&
  typeof value.endsAt === 'number' &&
  Number.isFinite(value.endsAt) &&
  typeof value.ended === 'boolean' &&
  (value.pausedLeftMs === undefined || (typeof value.pausedLeftMs === 'number' && value.pausedLeftMs >= 0));

/** The kept timers that read back as timers; none when storage is empty, unreadable or refused. */
export function readSavedTimers(): CookTimer[] {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(TIMERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isTimer) : [];
  } catch {
    return [];
  }
}

/** Keeps them; nothing to keep removes the key. Refused storage is left at that: the timers run for this visit. */
export function saveTimers(timers: readonly CookTimer[]): void {
  try {
    if (timers.length === 0) window.localStorage.removeItem(TIMERS_STORAGE_KEY);
    else window.localStorage.setItem(TIMERS_STORAGE_KEY, JSON.stringify(timers));
  } catch {
    // Private mode or a full storage: they still ring while this page is open.
  }
}
