import { ChatRequestError } from '../src/model/chatClient';
import { retryAfterSeconds } from '../src/model/huggingFaceChatClient';
import { classifyRequestError, failureHint } from '../src/model/requestFailure';
import { TIMEOUT_ERROR_NAME } from '../src/model/requestTimeout';

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

  it('calls HTTP 429 rate limiting, with the server\'s Retry-After when it gave one', () => {
    expect(classifyRequestError(http(429), online)).toEqual({ kind: 'rate-limited' });
    expect(classifyRequestError(http(429, 'slow down', 12), online)).toEqual({ kind: 'rate-limited', retryAfterSeconds: 12 });
  });

  it.each([500, 502, 503, 504])('calls HTTP %i the service being unavailable', (status) => {
    expect(classifyRequestError(http(status), online)).toEqual({ kind: 'unavailable' });
  });

  it('calls a fetch TypeError, or the browser being offline, offline', () => {
    expect(classifyRequestError(new TypeError('Failed to fetch'), online)).toEqual({ kind: 'offline' });
    expect(classifyRequestError(new Error('anything'), { online: false })).toEqual({ kind: 'offline' });
  });

  it('calls the thunk\'s own timeout a timeout', () => {
    expect(classifyRequestError(new DOMException('No reply', TIMEOUT_ERROR_NAME), online)).toEqual({ kind: 'timed-out' });
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
