import { useEffect, useState } from 'react';

export type WakeLockStatus = 'pending' | 'held' | 'unavailable';

/**
 * Keeps the screen awake while `active` (the Screen Wake Lock API), asking again whenever the page becomes
 * visible (the browser lets go of the lock when it is hidden) and whenever the system lets go of it while the page
 * is shown (battery saver), and letting go when inactive or unmounted. 'unavailable' when the API is missing or
 * a request is refused: the screen may sleep, and the cook is told.
 */
export function useWakeLock(active: boolean): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>('pending');
  useEffect(() => {
    if (!active) return;
    if (!('wakeLock' in navigator) || !navigator.wakeLock) {
      setStatus('unavailable');
      return;
    }
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const acquired = await navigator.wakeLock.request('screen');
        if (stopped) return void acquired.release();
        lock = acquired;
        setStatus('held');
        // Released by the system, not by this hook: asked for again at once (or on the next visibility change).
        acquired.addEventListener?.('release', () => {
          if (!stopped && lock === acquired) {
            lock = null;
            void acquire();
          }
        });
      } catch {
        setStatus('unavailable');
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      const held = lock;
      lock = null;
      void held?.release();
    };
  }, [active]);
  return status;
}
