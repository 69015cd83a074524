import { failureHint } from '../../recipeCard/recipeLines';
import { englishText } from '../../../__tests__/support/englishText';

/** The hint under "Failed to load recipe.", in English. */
const hintOf = (failure: Parameters<typeof failureHint>[1]) => failureHint(englishText, failure, 'Chef settings', 'en');

describe('failureHint', () => {
  it('says what to do for each kind, in one line, without error details', () => {
    expect(hintOf({ kind: 'token-rejected' })).toMatch(/token was rejected/);
    expect(hintOf({ kind: 'no-credit' })).toMatch(/no inference credit left/);
    expect(hintOf({ kind: 'rate-limited' })).toBe('Too many requests right now. Try again shortly.');
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 30 })).toBe(
      'Too many requests right now. Try again in 30 seconds.',
    );
    expect(hintOf({ kind: 'unavailable' })).toMatch(/unavailable right now/);
    expect(hintOf({ kind: 'offline' })).toMatch(/appear to be offline/);
    expect(hintOf({ kind: 'timed-out' })).toMatch(/took too long/);
    expect(hintOf({ kind: 'unreadable' })).toMatch(/could not be read/);
    expect(hintOf({ kind: 'stalled' })).toBe(
      'The chef stopped answering for 20 seconds, so the request was stopped. Try again.',
    );
    expect(hintOf({ kind: 'cut-off' })).toBe(
      'The recipe was cut off before it was finished. Try again, or with fewer ingredients.',
    );
    expect(hintOf({ kind: 'only-thinking' })).toMatch(/spent the whole answer thinking/);
  });

  it("tells the cook when the chef's spent budget is new again, and the way around it", () => {
    expect(hintOf({ kind: 'budget-spent', retryAfterSeconds: 6 * 60 * 60 })).toBe(
      "This chef has used today's budget. Try again in about 6 hours, or use your own Hugging Face account.",
    );
  });

  it('says when to retry in words a cook reads at a glance', () => {
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: undefined })).toBe(
      'Too many requests right now. Try again shortly.',
    );
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 0 })).toBe('Too many requests right now. Try again now.');
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 1 })).toBe(
      'Too many requests right now. Try again in 1 second.',
    );
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 89 })).toBe(
      'Too many requests right now. Try again in 89 seconds.',
    );
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 600 })).toBe(
      'Too many requests right now. Try again in about 10 minutes.',
    );
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 3600 })).toBe(
      'Too many requests right now. Try again in about an hour.',
    );
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 3 * 3600 })).toBe(
      'Too many requests right now. Try again in about 3 hours.',
    );
    expect(hintOf({ kind: 'rate-limited', retryAfterSeconds: 3600 })).toBe(
      'Too many requests right now. Try again in about an hour.',
    );
  });
});

describe("the recipe service's own failures", () => {
  it('says the chef is busy, and for how long in whole minutes, when its limit is reached', () => {
    expect(hintOf({ kind: 'busy', retryAfterSeconds: 220 })).toBe('The chef is busy: try again in 4 minutes.');
    expect(hintOf({ kind: 'busy', retryAfterSeconds: 1 })).toBe('The chef is busy: try again in 1 second.');
  });

  it('says the service is not set up, and never asks the cook for a token', () => {
    const hint = hintOf({ kind: 'not-set-up' });
    expect(hint).toMatch(/not set up/);
    expect(hint).not.toMatch(/token/i);
  });
});
