import { useCallback, useEffect, useRef } from 'react';
import { smoothScrollToId } from './smoothScroll';

/** The spec's scroll target, named results-section. */
export const RESULTS_SECTION_ID = 'results-section';

/** Starts the scroll to the results; a new scroll replaces a running one, and unmounting stops it. */
export function useScrollToResults(): () => void {
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback(() => {
    cancel.current?.();
    cancel.current = smoothScrollToId(RESULTS_SECTION_ID);
  }, []);
}
