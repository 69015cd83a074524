const FALLBACK_FRAME_MS = 16;

/**
 * Runs `work` at most once per animation frame however often `request` is called; outside a browser
 * (tests, Node) a 16 ms timer stands in for the frame.
 */
export function frameThrottle(work: () => void) {
  let pending: (() => void) | undefined;
  const run = () => {
    pending = undefined;
    work();
  };
  return {
    request() {
      if (pending) return;
      if (typeof requestAnimationFrame === 'function') {
        const frame = requestAnimationFrame(run);
        pending = () => cancelAnimationFrame(frame);
      } else {
        const timer = setTimeout(run, FALLBACK_FRAME_MS);
        pending = () => clearTimeout(timer);
      }
    },
    cancel() {
      pending?.();
      pending = undefined;
    },
  };
}
