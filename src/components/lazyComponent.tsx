import { use, type ComponentType, type ReactNode } from 'react';

/**
 * A promise that also says, synchronously, how it settled: the form React's `use` reads without suspending
 * (React 19.1's types do not name it yet).
 */
type TrackedPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = Object.assign(promise, { status: 'pending' }) as TrackedPromise<T>;
  // The handlers return nothing: returning `result` would chain a second promise to it, rejected and unhandled.
  void promise.then(
    (value) => {
      void Object.assign(result, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      void Object.assign(result, { status: 'rejected', reason });
    },
  );
  return result;
}

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts downloading the code, once; resolves when the component can render without suspending. */
  load: () => Promise<ComponentType<P>>;
  /**
   * Downloads the code again after a failure (LazyPart's Retry). A download still under way is waited for first,
   * and a new one started if it fails: one started while the network was down (a prefetch) would otherwise fail
   * the Retry the cook tapped once it was back.
   */
  retry: () => Promise<ComponentType<P>>;
  /** Whether the code is here: the component renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A component whose code is downloaded on first use (or earlier, through `load`). Unlike `React.lazy`, once
 * the code is here it renders in the same pass, without showing the Suspense fallback first; while it is not,
 * it suspends like `React.lazy`. A failed download reaches the nearest error boundary (see LazyPart), and
 * stays failed until `load` or `retry` is called again, which downloads it anew.
 */
export function lazyComponent<P extends object>(loadCode: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let code: TrackedPromise<ComponentType<P>> | undefined;
  const load = () => {
    if (!code || code.status === 'rejected') code = tracked(loadCode());
    return code;
  };
  function Lazy(props: P) {
    const Component = use(code ?? load());
    return <Component {...props} />;
  }
  const retry = () => {
    if (code?.status === 'fulfilled') return code;
    const underWay = code ?? Promise.reject(new Error('not downloaded yet'));
    code = tracked(underWay.catch(loadCode));
    return code;
  };
  Lazy.load = load;
  Lazy.retry = retry;
  Lazy.isLoaded = () => code?.status === 'fulfilled';
  return Lazy;
}
