import { MODEL_SETTINGS } from './modelSettingsName';
import { STALL_TIMEOUT_MS } from '../chat/requestTimeout';

/** Why a recipe request failed, in terms a cook can act on. */
export type FailureKind =
  | 'token-rejected'
  | 'no-credit'
  | 'rate-limited'
  | 'busy'
  | 'not-set-up'
  | 'unavailable'
  | 'offline'
  | 'unreachable'
  | 'context-too-small'
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
  reason?: string;
  /** For a model server that could not be reached: its origin. */
  server?: string;
}

/** "shortly", "now", "in 5 seconds", "in about 3 minutes", "in about an hour", from a Retry-After. */
export function whenToRetry(seconds: number | undefined): string {
  if (seconds === undefined) return 'shortly';
  if (seconds <= 0) return 'now';
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 45) return `in about ${minutes} minutes`;
  const hours = Math.round(seconds / 3600);
  return hours <= 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/** "in 4 minutes", "in 30 seconds", "in 2 hours", rounded up: the recipe service's own wait, said plainly. */
export function inWholeUnits(seconds: number | undefined): string {
  if (seconds === undefined) return 'in a few minutes';
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, seconds), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `in ${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** One short line under "Failed to load recipe.": why, and what to do. Never the raw error. */
export function failureHint({ kind, retryAfterSeconds, reason, server }: RequestFailure): string {
  switch (kind) {
    case 'token-rejected':
      return `The Hugging Face access token was rejected. Check it, or paste a new one in ${MODEL_SETTINGS}.`;
    case 'no-credit':
      return 'The Hugging Face account has no inference credit left. Add credit, or use another token.';
    case 'rate-limited':
      return `Too many requests right now. Try again ${whenToRetry(retryAfterSeconds)}.`;
    case 'busy':
      return `The chef is busy: try again ${inWholeUnits(retryAfterSeconds)}.`;
    case 'not-set-up':
      return 'The recipe service is not set up yet: its owner needs to check its model settings. Try again later.';
    case 'unavailable':
      return 'The model service is unavailable right now. Try again in a few minutes.';
    case 'offline':
      return 'You appear to be offline. Check your connection, then try again.';
    case 'unreachable':
      return `Could not reach the model server at ${server ?? 'its address'}: is it running, and does it allow this page's origin?`;
    case 'context-too-small':
      return "The model server's context is too small for this request. Start it with a larger context, or list fewer ingredients.";
    case 'timed-out':
      return 'The chef took too long to answer, so the request was stopped. Try again.';
    case 'stalled':
      return `The chef stopped answering for ${STALL_TIMEOUT_MS / 1000} seconds, so the request was stopped. Try again.`;
    case 'cut-off':
      return 'The recipe was cut off before it was finished. Try again, or with fewer ingredients.';
    case 'too-long':
      return "The chef's answer ran far past any recipe's length, so it was not read to the end. Try again.";
    case 'only-thinking':
      return 'The chef spent the whole answer thinking and wrote no recipe. Try again.';
    case 'unreadable':
      return "The chef's answer could not be read as a recipe. Try again, or change the ingredients.";
    case 'withheld':
      return `${reason ?? 'This recipe does not fit your preferences.'} Try again for another one.`;
    case 'request-failed':
      return 'The request could not be completed. Try again.';
  }
}
