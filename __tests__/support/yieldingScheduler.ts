/**
 * Gives each test in the calling file a browser's `scheduler.yield`, which lets every task already queued run
 * first (jsdom has none, and the app's yield would otherwise be a resolved promise).
 */
export function withYieldingScheduler(): void {
  beforeEach(() => {
    Object.assign(globalThis, { scheduler: { yield: () => new Promise((resolve) => setTimeout(resolve)) } });
  });
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });
}
