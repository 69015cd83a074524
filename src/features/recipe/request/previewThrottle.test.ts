import { PREVIEWS_PER_SECOND, previewThrottle } from './previewThrottle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('previewThrottle', () => {
  const INTERVAL_MS = 1000 / PREVIEWS_PER_SECOND;

  it('shows the first preview at once, in the task that asked, and folds every request made meanwhile into one', () => {
    const work = jest.fn(() => true);
    const throttle = previewThrottle(work);
    for (let i = 0; i < 10; i += 1) throttle.request();
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000 / PREVIEWS_PER_SECOND);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('does not count a run that showed nothing new: the next text shows as soon as it arrives', () => {
    const shownSomething = [false, true];
    const work = jest.fn(() => shownSomething.shift() ?? true);
    const throttle = previewThrottle(work);
    throttle.request();
    throttle.request();
    expect(work).toHaveBeenCalledTimes(2);
    throttle.request();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('says when a request showed something at once, so the reader can let it paint', () => {
    const shownSomething = [false, true, true];
    const throttle = previewThrottle(() => shownSomething.shift()!);
    expect(throttle.request()).toBe(false);
    expect(throttle.request()).toBe(true);
    // Within the interval: the run waits, and shows nothing yet.
    expect(throttle.request()).toBe(false);
  });

  it(`shows at most ${PREVIEWS_PER_SECOND} previews a second however often it is asked`, () => {
    const work = jest.fn(() => true);
    const throttle = previewThrottle(work);
    // A request every millisecond for a second (0 to 999 ms).
    for (let ms = 0; ms < 1000; ms += 1) {
      throttle.request();
      if (ms < 999) jest.advanceTimersByTime(1);
    }
    expect(work).toHaveBeenCalledTimes(PREVIEWS_PER_SECOND);
  });

  it('waits out the rest of the interval after a preview, then shows the latest', () => {
    const work = jest.fn(() => true);
    const throttle = previewThrottle(work);
    throttle.request();
    jest.advanceTimersByTime(0);
    throttle.request();
    jest.advanceTimersByTime(INTERVAL_MS - 1);
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('shows nothing more once cancelled', () => {
    const work = jest.fn(() => true);
    const throttle = previewThrottle(work);
    throttle.request();
    throttle.request();
    throttle.cancel();
    jest.advanceTimersByTime(INTERVAL_MS * 2);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
