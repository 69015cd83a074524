/** @jest-environment jsdom */
import {
  easeInOutCubic,
  scrollPositionAt,
  SCROLL_DELAY_MS,
  SCROLL_DURATION_MS,
  smoothScrollToId,
} from './smoothScroll';

describe('scroll timing', () => {
  it('eases from the start to the end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
  });

  it('reaches the target exactly when the duration is over, and stays there', () => {
    expect(scrollPositionAt(100, 900, 0, 1000)).toBe(100);
    expect(scrollPositionAt(100, 900, 500, 1000)).toBe(500);
    expect(scrollPositionAt(100, 900, 1000, 1000)).toBe(900);
    expect(scrollPositionAt(100, 900, 5000, 1000)).toBe(900);
  });

  it('uses the spec timing: 300 ms delay, 1000 ms duration', () => {
    expect([SCROLL_DELAY_MS, SCROLL_DURATION_MS]).toEqual([300, 1000]);
  });
});

describe('smoothScrollToId', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.innerHTML = '<section id="target"></section>';
    jest.spyOn(document.getElementById('target')!, 'getBoundingClientRect').mockReturnValue({ top: 1200 } as DOMRect);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits 300 ms, then moves over 1000 ms and lands on the section', () => {
    smoothScrollToId('target');
    jest.advanceTimersByTime(SCROLL_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1 + SCROLL_DURATION_MS / 2);
    const midway = scrollTo.mock.calls.at(-1)?.[1] as number;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1200);

    jest.advanceTimersByTime(SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'gives way to the cook: stops where it is on a %s meanwhile',
    (type) => {
      smoothScrollToId('target');
      jest.advanceTimersByTime(SCROLL_DELAY_MS + SCROLL_DURATION_MS / 2);
      const calls = scrollTo.mock.calls.length;
      window.dispatchEvent(new Event(type));
      jest.advanceTimersByTime(SCROLL_DURATION_MS);
      expect(scrollTo).toHaveBeenCalledTimes(calls);
    },
  );

  it('does nothing once cancelled', () => {
    const cancel = smoothScrollToId('target');
    cancel();
    jest.advanceTimersByTime(SCROLL_DELAY_MS + SCROLL_DURATION_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
