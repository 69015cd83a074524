import { useEffect, useState } from 'react';

export type WakeLockStatus = 'pending' | 'held' | 'unavailable';

/**
 * Keeps the screen awake while `active` (the Screen Wake Lock API), asking again whenever the page becomes
 * visible (the browser lets go of the lock when it is hidden), and letting go when inactive or unmounted.
 * 'unavailable' when the API is missing or refused: the screen may still sleep, and that is all.
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
      void lock?.release();
    };
  }, [active]);
  return status;
}
