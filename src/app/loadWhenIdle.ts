type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * The longest a load waits for an idle moment: a phone kept busy (a stream, a long list) still fetches what the
 * cook is about to need, a moment later than it would have when idle.
 */
export const IDLE_DEADLINE_MS = 500;

/** Runs `work` once the page has nothing else to do (a timer where idle callbacks are missing); returns its cancel. */
export function whenIdle(work: () => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(work, { timeout: IDLE_DEADLINE_MS });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}

/**
 * Loads the code the cook is likely to need next once the page has nothing else to do, so the first download
 * stays small and the first tap on those parts does not wait. Each load starts in an idle moment of its own:
 * starting a download and running the code that arrives take a phone several milliseconds each, and together
 * they would hold a tap. A failed download is left to the part itself, which loads again when shown and says so
 * if it still cannot. Returns what cancels the loads that have not started.
 */
export function loadWhenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  const cancels = loads.map((load) => whenIdle(() => void load().catch(() => undefined)));
  return () => cancels.forEach((cancel) => cancel());
}
