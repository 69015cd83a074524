/**
 * Streamed previews shown per second at most: enough for text to read as arriving, few enough that a phone
 * re-rendering the card for each one still has most of every second for taps and scrolling.
 */
export const PREVIEWS_PER_SECOND = 10;

/**
 * Runs `work` at most PREVIEWS_PER_SECOND times a second however often `request` is called. A request when the
 * last run is an interval or more ago runs at once, in the caller's task, so the first text shows as soon as it
 * has arrived; later ones wait for the rest of the interval, and requests made meanwhile are folded into that one
 * run. A run whose `work` returns false showed nothing new, and does not count against the interval.
 */
export function previewThrottle(work: () => boolean, intervalMs = 1000 / PREVIEWS_PER_SECOND) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = -Infinity;
  const run = () => {
    timer = undefined;
    const ranAt = performance.now();
    const showed = work();
    if (showed) lastRun = ranAt;
    return showed;
  };
  return {
    /** Runs `work` now or later; true when it ran now and showed something. */
    request(): boolean {
      if (timer !== undefined) return false;
      const wait = lastRun + intervalMs - performance.now();
      if (wait <= 0) return run();
      timer = setTimeout(run, wait);
      return false;
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
