/** The last resort: a reply still arriving after this long is stopped (HF_TIMEOUT_MS overrides it). */
export const TOTAL_TIMEOUT_MS = 180_000;
/** A stream that sends nothing for this long has stalled. */
export const STALL_TIMEOUT_MS = 20_000;

/** The names the request's own deadlines give their abort reasons. */
export const TIMEOUT_ERROR_NAME = 'TimeoutError';
export const STALL_ERROR_NAME = 'StallError';

/**
 * The signal one request runs under. It aborts with `signal`'s reason (Stop, Clear All), after `totalMs`
 * (a TimeoutError), or `stallMs` after the last sign of life (a StallError), once `alive` has been called.
 * `dispose` stops the timers and closes whatever the request still has open.
 */
export function requestDeadline(signal: AbortSignal, { totalMs, stallMs }: { totalMs: number; stallMs: number }) {
  const controller = new AbortController();
  const abort = (reason: unknown) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const total = setTimeout(
    () => abort(new DOMException(`No complete reply within ${totalMs} ms`, TIMEOUT_ERROR_NAME)),
    totalMs,
  );
  let stall: ReturnType<typeof setTimeout> | undefined;
  let lastSignOfLife = 0;
  // One timer, moved on only when it fires: a stream's every piece says it is alive, and clearing and setting a
  // timer for each would cost a phone more than reading the piece.
  const checkStall = () => {
    const quietMs = performance.now() - lastSignOfLife;
    if (quietMs >= stallMs) abort(new DOMException(`Nothing arrived for ${stallMs} ms`, STALL_ERROR_NAME));
    else stall = setTimeout(checkStall, stallMs - quietMs);
  };
  const forward = () => abort(signal.reason);
  if (signal.aborted) forward();
  signal.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    /**
     * Something arrived: the stall time starts over. Once the request is over (disposed, or aborted), a client that
     * ignored the abort may still deliver pieces: they start no timer that nothing would clear.
     */
    alive: () => {
      if (controller.signal.aborted) return;
      lastSignOfLife = performance.now();
      stall ??= setTimeout(checkStall, stallMs);
    },
    dispose: () => {
      clearTimeout(total);
      clearTimeout(stall);
      signal.removeEventListener('abort', forward);
      // A stream that ended at finish_reason may still hold its connection open.
      abort(new DOMException('The request is over', 'AbortError'));
    },
  };
}

/** Rejects with the signal's reason once it aborts, so a client that ignores the signal cannot hang us. */
export function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const rejectWithReason = () =>
      reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    if (signal.aborted) rejectWithReason();
    signal.addEventListener('abort', rejectWithReason, { once: true });
  });
}
