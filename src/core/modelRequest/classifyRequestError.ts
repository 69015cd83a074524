import { ChatConnectionError, ChatReplyError, ChatRequestError } from '../chat/chatClient';
import { STALL_ERROR_NAME, TIMEOUT_ERROR_NAME } from '../chat/requestTimeout';
import type { FailureKind, RequestFailure } from './recipeFailure';

/** The kinds the recipe service may name; anything else it says is read from the HTTP status. */
const SERVICE_KINDS = new Set<FailureKind>([
  'busy',
  'not-set-up',
  'rate-limited',
  'unavailable',
  'timed-out',
  'stalled',
  'context-too-small',
  'no-vision',
  'budget-spent',
  'request-failed',
]);

/** A server's words for a prompt longer than its context (llama.cpp, vLLM, Ollama, OpenAI). */
const CONTEXT_WORDS =
  /context (?:length|size|window)|exceeds? the (?:available )?context|n_ctx|too many tokens|maximum context/i;

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The name of the error a request fails with when the cook's Hugging Face sign-in has run out (modelConnection/modelWays). */
export const SIGN_IN_EXPIRED_ERROR = 'SignInExpired';

/**
 * A server's words for a photo sent to a model without vision: llama.cpp without --mmproj ("image input is not
 * supported"), vLLM and the router's providers ("does not support image input", "multimodal").
 */
const NO_VISION_WORDS =
  /image input|images? (?:is|are) not supported|not support(?:ed)? (?:for )?images?|multimodal|mmproj|vision/i;

const QUOTA_WORDS = /quota|credit|exceeded your monthly|payment required/i;

/**
 * Classifies what the client threw. Pure: `online` is navigator.onLine at the time of the failure; `endpointUrl` the
 * model server the app was built for (HF_ENDPOINT_URL), if any.
 */
export function classifyRequestError(
  error: unknown,
  { online, endpointUrl }: { online: boolean; endpointUrl?: string },
): RequestFailure {
  // By name: a DOMException from another realm (a test runner's, a worker's) is not an instanceof Error here.
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === TIMEOUT_ERROR_NAME) return { kind: 'timed-out' };
  if (name === STALL_ERROR_NAME) return { kind: 'stalled' };
  if (name === SIGN_IN_EXPIRED_ERROR) return { kind: 'sign-in-expired' };
  if (error instanceof ChatRequestError) {
    const { status } = error;
    // The app's own recipe service names the failure: the busy chef, a service not set up, the model's own.
    if (error.kind && SERVICE_KINDS.has(error.kind as FailureKind)) {
      const kind = error.kind as FailureKind;
      return error.retryAfterSeconds === undefined ? { kind } : { kind, retryAfterSeconds: error.retryAfterSeconds };
    }
    if (status === 401 || status === 403) return { kind: 'token-rejected' };
    if (status === 402 || QUOTA_WORDS.test(error.message)) return { kind: 'no-credit' };
    if (status === 429) {
      return error.retryAfterSeconds === undefined
        ? { kind: 'rate-limited' }
        : { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    }
    if ((status === 400 || status === 413) && CONTEXT_WORDS.test(error.message)) return { kind: 'context-too-small' };
    if ((status === 400 || status === 422 || status === 500) && NO_VISION_WORDS.test(error.message))
      return { kind: 'no-vision' };
    if (status >= 500) return { kind: 'unavailable' };
    return { kind: 'request-failed' };
  }
  // Offline only when the network really failed: the browser says so, or no response arrived at all. Any other
  // TypeError is the app's own mistake or a malformed reply, not the cook's connection. With the cook's own model
  // server online, no response means it is down or refused this page's origin (CORS): the browser cannot tell which.
  if (!online) return { kind: 'offline' };
  const server = originOf(endpointUrl);
  if (error instanceof ChatConnectionError) return server ? { kind: 'unreachable', server } : { kind: 'offline' };
  if (error instanceof ChatReplyError) return { kind: 'unreadable' };
  return { kind: 'request-failed' };
}
