import { ChatConnectionError, ChatReplyError, ChatRequestError } from '../chat/chatClient';
import { classifyRequestError } from './classifyRequestError';
import { STALL_ERROR_NAME, TIMEOUT_ERROR_NAME } from '../chat/requestTimeout';

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
