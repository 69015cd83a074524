import type { RecipeConflict } from '../food/recipeConflict';

/** Why a recipe request failed, in terms a cook can act on. */
export type FailureKind =
  | 'token-rejected'
  /** A signed-in cook's sign-in ran out (its known expiry passed, or the model answered 401). */
  | 'sign-in-expired'
  | 'no-credit'
  | 'rate-limited'
  | 'busy'
  | 'not-set-up'
  | 'unavailable'
  | 'offline'
  | 'unreachable'
  | 'context-too-small'
  /** The model was sent a photo and cannot read one (it has no vision). */
  | 'no-vision'
  /** The app's own server has spent its deployer's budget for the day (it says when the budget is new again). */
  | 'budget-spent'
  | 'timed-out'
  | 'stalled'
  | 'cut-off'
  | 'too-long'
  | 'only-thinking'
  | 'unreadable'
  | 'withheld'
  | 'request-failed';

export interface RequestFailure {
  kind: FailureKind;
  /** For rate limiting, when the server said how long to wait. */
  retryAfterSeconds?: number;
  /** For a recipe withheld by the check against the cook's preferences: what it uses, and why that is out. */
  conflict?: RecipeConflict;
  /** For a model server that could not be reached: its origin. */
  server?: string;
}

/** How long to wait before trying again, as a hint says it; `unknown` when the server did not say. */
export type RetryWait =
  { unit: 'unknown' } | { unit: 'now' } | { unit: 'seconds' | 'minutes' | 'hours'; amount: number; about: boolean };

/** A Retry-After as a cook is told it: exact seconds under 90, then about so many minutes, then hours. */
export function whenToRetry(seconds: number | undefined): RetryWait {
  if (seconds === undefined) return { unit: 'unknown' };
  if (seconds <= 0) return { unit: 'now' };
  if (seconds < 90) return { unit: 'seconds', amount: seconds, about: false };
  const minutes = Math.round(seconds / 60);
  if (minutes < 45) return { unit: 'minutes', amount: minutes, about: true };
  return { unit: 'hours', amount: Math.max(1, Math.round(seconds / 3600)), about: true };
}

/** The recipe service's own wait, rounded up to whole seconds, minutes or hours and said plainly. */
export function inWholeUnits(seconds: number | undefined): RetryWait {
  if (seconds === undefined) return { unit: 'unknown' };
  if (seconds < 60) return { unit: 'seconds', amount: Math.max(1, seconds), about: false };
  if (seconds < 3600) return { unit: 'minutes', amount: Math.ceil(seconds / 60), about: false };
  return { unit: 'hours', amount: Math.ceil(seconds / 3600), about: false };
}
