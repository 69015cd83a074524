type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/**
 * Loads the code the cook is likely to need next once the page has nothing else to do, so the first download
 * stays small and the first tap on those parts does not wait. A failed download is left to the part itself,
 * which loads again when shown and says so if it still cannot.
 */
export function loadWhenIdle(...loads: (() => Promise<unknown>)[]): void {
  const start = () => loads.forEach((load) => load().catch(() => undefined));
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(start);
  else setTimeout(start, 1);
}
