import { failureHint, whenToRetry } from './recipeFailure';

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

describe("the recipe service's own failures", () => {
  it('says the chef is busy, and for how long in whole minutes, when its limit is reached', () => {
    expect(failureHint({ kind: 'busy', retryAfterSeconds: 220 })).toBe('The chef is busy: try again in 4 minutes.');
    expect(failureHint({ kind: 'busy', retryAfterSeconds: 1 })).toBe('The chef is busy: try again in 1 second.');
  });

  it('says the service is not set up, and never asks the cook for a token', () => {
    const hint = failureHint({ kind: 'not-set-up' });
    expect(hint).toMatch(/not set up/);
    expect(hint).not.toMatch(/token/i);
  });
});
