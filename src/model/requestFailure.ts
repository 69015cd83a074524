import { ChatRequestError } from './chatClient';
import { MODEL_SETTINGS } from './modelSettingsName';
import { TIMEOUT_ERROR_NAME } from './requestTimeout';

/** Why a recipe request failed, in terms a cook can act on. */
export type FailureKind =
  | 'token-rejected'
  | 'no-credit'
  | 'rate-limited'
  | 'unavailable'
  | 'offline'
  | 'timed-out'
  | 'unreadable'
  | 'request-failed';

export interface RequestFailure {
  kind: FailureKind;
  /** For rate limiting, when the server said how long to wait. */
  retryAfterSeconds?: number;
}

const QUOTA_WORDS = /quota|credit|exceeded your monthly|payment required/i;

/** Classifies what the client threw. Pure: `online` is navigator.onLine at the time of the failure. */
export function classifyRequestError(error: unknown, { online }: { online: boolean }): RequestFailure {
  if (error instanceof Error && error.name === TIMEOUT_ERROR_NAME) return { kind: 'timed-out' };
  if (error instanceof ChatRequestError) {
    const { status } = error;
    if (status === 401 || status === 403) return { kind: 'token-rejected' };
    if (status === 402 || QUOTA_WORDS.test(error.message)) return { kind: 'no-credit' };
    if (status === 429) {
      return error.retryAfterSeconds === undefined
        ? { kind: 'rate-limited' }
        : { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    }
    if (status >= 500) return { kind: 'unavailable' };
    return { kind: 'request-failed' };
  }
  // fetch() rejects with a TypeError when no response arrives at all.
  if (!online || error instanceof TypeError) return { kind: 'offline' };
  return { kind: 'request-failed' };
}

/** One short line under "Failed to load recipe.": why, and what to do. Never the raw error. */
export function failureHint({ kind, retryAfterSeconds }: RequestFailure): string {
  switch (kind) {
    case 'token-rejected':
      return `The Hugging Face access token was rejected. Check it, or paste a new one in ${MODEL_SETTINGS}.`;
    case 'no-credit':
      return 'The Hugging Face account has no inference credit left. Add credit, or use another token.';
    case 'rate-limited':
      return retryAfterSeconds === undefined
        ? 'Too many requests right now. Try again shortly.'
        : `Too many requests right now. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
    case 'unavailable':
      return 'The model service is unavailable right now. Try again in a few minutes.';
    case 'offline':
      return 'You appear to be offline. Check your connection, then try again.';
    case 'timed-out':
      return 'The chef took too long to answer, so the request was stopped. Try again.';
    case 'unreadable':
      return "The chef's answer could not be read as a recipe. Try again, or change the ingredients.";
    case 'request-failed':
      return 'The request could not be completed. Try again.';
  }
}
