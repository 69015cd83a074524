import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the build prerenders the page and while React hydrates that HTML, true afterwards (and from the
 * start when nothing is hydrated). A part whose code loads on demand renders only once this is true: rendered
 * while prerendering it would suspend, and React would report the unfinished boundary when hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
