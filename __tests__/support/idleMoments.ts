type IdleCallback = () => void;

/**
 * The browser's idle callbacks, run only when the test says the page is idle: installed on window, and taken
 * away again after each test.
 */
export function idleMoments() {
  const waiting = new Map<number, IdleCallback>();
  let next = 1;
  Object.assign(window, {
    requestIdleCallback: (callback: IdleCallback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle: number) => waiting.delete(handle),
  });
  return {
    get count() {
      return waiting.size;
    },
    /** Runs the first idle callback waiting. */
    runOne() {
      const [handle, callback] = waiting.entries().next().value!;
      waiting.delete(handle);
      callback();
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});
