import { ChatConnectionError, ChatReplyError, ChatRequestError } from '../src/model/chatClient';
import { retryAfterSeconds } from '../src/model/huggingFaceChatClient';
import { failureHint, whenToRetry } from '../src/features/recipe/recipeFailure';
import { classifyRequestError } from '../src/features/recipe/request/classifyRequestError';
import { STALL_ERROR_NAME, TIMEOUT_ERROR_NAME } from '../src/model/requestTimeout';

const online = { online: true };
const http = (status: number, message = 'Failed to perform inference', retryAfter?: number) =>
  new ChatRequestError(message, status, retryAfter);

describe('classifyRequestError', () => {
  it.each([401, 403])('calls HTTP %i a rejected token', (status) => {
    expect(classifyRequestError(http(status), online)).toEqual({ kind: 'token-rejected' });
  });

  it('calls HTTP 402, or a quota message, no credit left', () => {
    expect(classifyRequestError(http(402), online)).toEqual({ kind: 'no-credit' });
    expect(classifyRequestError(http(400, 'You have exceeded your monthly included credits'), online)).toEqual({
      kind: 'no-credit',
    });
  });

  it("calls HTTP 429 rate limiting, with the server's Retry-After when it gave one", () => {
    expect(classifyRequestError(http(429), online)).toEqual({ kind: 'rate-limited' });
    expect(classifyRequestError(http(429, 'slow down', 12), online)).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 12,
    });
  });

  it.each([500, 502, 503, 504])('calls HTTP %i the service being unavailable', (status) => {
    expect(classifyRequestError(http(status), online)).toEqual({ kind: 'unavailable' });
  });

  it('calls it offline only when no response arrived at all, or the browser says it is offline', () => {
    expect(classifyRequestError(new ChatConnectionError(new TypeError('Failed to fetch')), online)).toEqual({
      kind: 'offline',
    });
    expect(classifyRequestError(new Error('anything'), { online: false })).toEqual({ kind: 'offline' });
  });

  it("does not call the app's own TypeErrors offline", () => {
    expect(
      classifyRequestError(new TypeError("Cannot read properties of undefined (reading 'delta')"), online),
    ).toEqual({
      kind: 'request-failed',
    });
  });

  it('calls a response that is not a chat completion unreadable', () => {
    expect(classifyRequestError(new ChatReplyError('Expected ChatCompletionOutput'), online)).toEqual({
      kind: 'unreadable',
    });
  });

  it('tells a stalled stream from one that took too long in all', () => {
    expect(classifyRequestError(new DOMException('Nothing arrived', STALL_ERROR_NAME), online)).toEqual({
      kind: 'stalled',
    });
  });

  it("calls the thunk's own timeout a timeout", () => {
    expect(classifyRequestError(new DOMException('No reply', TIMEOUT_ERROR_NAME), online)).toEqual({
      kind: 'timed-out',
    });
  });

  it('falls back to a generic failure for anything else', () => {
    expect(classifyRequestError(new Error('boom'), online)).toEqual({ kind: 'request-failed' });
    expect(classifyRequestError(http(400), online)).toEqual({ kind: 'request-failed' });
    expect(classifyRequestError('a string', online)).toEqual({ kind: 'request-failed' });
  });
});

describe('failureHint', () => {
  it('says what to do for each kind, in one line, without error details', () => {
    expect(failureHint({ kind: 'token-rejected' })).toMatch(/token was rejected/);
    expect(failureHint({ kind: 'no-credit' })).toMatch(/no inference credit left/);
    expect(failureHint({ kind: 'rate-limited' })).toBe('Too many requests right now. Try again shortly.');
    expect(failureHint({ kind: 'rate-limited', retryAfterSeconds: 30 })).toBe(
      'Too many requests right now. Try again in 30 seconds.',
    );
    expect(failureHint({ kind: 'unavailable' })).toMatch(/unavailable right now/);
    expect(failureHint({ kind: 'offline' })).toMatch(/appear to be offline/);
    expect(failureHint({ kind: 'timed-out' })).toMatch(/took too long/);
    expect(failureHint({ kind: 'unreadable' })).toMatch(/could not be read/);
    expect(failureHint({ kind: 'stalled' })).toBe(
      'The chef stopped answering for 20 seconds, so the request was stopped. Try again.',
    );
    expect(failureHint({ kind: 'cut-off' })).toBe(
      'The recipe was cut off before it was finished. Try again, or with fewer ingredients.',
    );
    expect(failureHint({ kind: 'only-thinking' })).toMatch(/spent the whole answer thinking/);
  });

  it('says when to retry in words a cook reads at a glance', () => {
    expect(whenToRetry(undefined)).toBe('shortly');
    expect(whenToRetry(0)).toBe('now');
    expect(whenToRetry(1)).toBe('in 1 second');
    expect(whenToRetry(89)).toBe('in 89 seconds');
    expect(whenToRetry(600)).toBe('in about 10 minutes');
    expect(whenToRetry(3600)).toBe('in about an hour');
    expect(whenToRetry(3 * 3600)).toBe('in about 3 hours');
    expect(failureHint({ kind: 'rate-limited', retryAfterSeconds: 3600 })).toBe(
      'Too many requests right now. Try again in about an hour.',
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, and ignores nonsense', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(new Date(60_000).toUTCString(), 0)).toBe(60);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
