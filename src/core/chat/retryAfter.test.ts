import { retryAfterSeconds } from './retryAfter';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, and ignores nonsense', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(new Date(60_000).toUTCString(), 0)).toBe(60);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
