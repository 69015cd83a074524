/**
 * Streamed previews shown per second at most: enough for text to read as arriving, few enough that a phone
 * re-rendering the card for each one still has most of every second for taps and scrolling.
 */
export const PREVIEWS_PER_SECOND = 10;

/**
 * Runs `work` at most PREVIEWS_PER_SECOND times a second however often `request` is called: the first request
 * runs at once (in the next task), later ones wait for the rest of the interval, and requests made meanwhile
 * are folded into that one run.
 */
export function previewThrottle(work: () => void, intervalMs = 1000 / PREVIEWS_PER_SECOND) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = -Infinity;
  const run = () => {
    timer = undefined;
    lastRun = performance.now();
    work();
  };
  return {
    request() {
      if (timer !== undefined) return;
      timer = setTimeout(run, Math.max(0, lastRun + intervalMs - performance.now()));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
