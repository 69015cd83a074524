import { lazyComponent } from '../../components/lazyComponent';
import { LazyPart } from '../../components/LazyPart';
import { useHydrated } from '../../components/useHydrated';

// Not in the first download: the service worker is registered, and its line loaded, once the page is interactive.
export const UpdateLineOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "app-update" */ './UpdateLine').then((module) => module.UpdateLine),
);

/**
 * The update line's place on the page: in production builds where the browser has service workers (`npm start`
 * has none, so a developer never sees a stale page).
 */
export function LazyUpdateLine() {
  const hydrated = useHydrated();
  const offered =
    process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  return hydrated && offered ? (
    <LazyPart name="the update notice" retry={UpdateLineOnDemand.retry}>
      <UpdateLineOnDemand />
    </LazyPart>
  ) : null;
}
