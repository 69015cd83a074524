export const REQUEST_TIMEOUT_MS = 60_000;

/** The name the recipe thunk's own timeout gives its abort reason. */
export const TIMEOUT_ERROR_NAME = 'TimeoutError';

/** A signal that aborts with `signal`'s reason (Stop, Clear All) or after `ms` with a TimeoutError. */
export function withTimeout(signal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No reply within ${ms} ms`, TIMEOUT_ERROR_NAME)),
    ms,
  );
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) forward();
  signal.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
    },
  };
}

/** Rejects with the signal's reason once it aborts, so a client that ignores the signal cannot hang us. */
export function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
