import { classifyRequestError } from '../../src/core/modelRequest/classifyRequestError';
import type { FailureKind } from '../../src/core/modelRequest/recipeFailure';

/** What the recipe service answers when it cannot give a recipe: an HTTP status, and the page's failure kind. */
export interface ServiceFailure {
  status: number;
  kind: FailureKind;
  message: string;
  retryAfterSeconds?: number;
}

const MESSAGES: Partial<Record<FailureKind, string>> = {
  'not-set-up': "The recipe service's model refused its credentials: the service is not set up.",
  'rate-limited': 'The model is rate limited.',
  unavailable: 'The model is unavailable.',
  'timed-out': 'The model took too long to answer.',
  stalled: 'The model stopped answering.',
  'context-too-small': "The model's context is too small for this request.",
  'no-vision': 'The model cannot read photos.',
};

/**
 * An upstream failure as the page should read it. A rejected token or no credit is the owner's to fix, so it is
 * "not set up", never "bring your token"; a model that cannot be reached is unavailable; the rest keep their
 * meanings (429 with its Retry-After, 5xx, stalled, timed out).
 */
export function serviceFailure(error: unknown): ServiceFailure {
  const failure = classifyRequestError(error, { online: true });
  switch (failure.kind) {
    case 'token-rejected':
    case 'no-credit':
      return { status: 502, kind: 'not-set-up', message: MESSAGES['not-set-up']! };
    case 'rate-limited':
      return { status: 429, message: MESSAGES['rate-limited']!, ...failure };
    case 'timed-out':
    case 'stalled':
      return { status: 504, kind: failure.kind, message: MESSAGES[failure.kind]! };
    case 'context-too-small':
    case 'no-vision':
      return { status: 502, kind: failure.kind, message: MESSAGES[failure.kind]! };
    case 'offline':
    case 'unreachable':
    case 'unavailable':
      return { status: 502, kind: 'unavailable', message: MESSAGES.unavailable! };
    default:
      return { status: 502, kind: 'request-failed', message: 'The model could not answer.' };
  }
}
