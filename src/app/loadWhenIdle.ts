type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Loads the code the cook is likely to need next once the page has nothing else to do, so the first download
 * stays small and the first tap on those parts does not wait. A failed download is left to the part itself,
 * which loads again when shown and says so if it still cannot. Returns what cancels it, if it has not started.
 */
export function loadWhenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  const start = () => loads.forEach((load) => load().catch(() => undefined));
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(start);
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(start, 1);
  return () => clearTimeout(timer);
}
