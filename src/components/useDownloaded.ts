import { useEffect, useState } from 'react';

/** What each download brought, for a component mounted after it arrived to render with at once. */
const arrived = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * What `download` brings, downloaded when the component first needs it (webpack fetches a chunk once, and again
 * after a failure); undefined until it is here, or if it cannot be (said in the console).
 */
export function useDownloaded<T>(download: () => Promise<T>): T | undefined {
  const [value, setValue] = useState(() => arrived.get(download) as T | undefined);
  useEffect(() => {
    if (value) return;
    let mounted = true;
    download().then(
      (code) => {
        arrived.set(download, code);
        // As a function: the value may be one (the nutrition counter), which a bare setValue would call.
        if (mounted) setValue(() => code);
      },
      (error: unknown) => console.error('What the page needed on demand could not be downloaded:', error),
    );
    return () => {
      mounted = false;
    };
  }, [download, value]);
  return value;
}
