/** The global function webpack's production runtime imports chunks with. */
export const IMPORT_CHUNK = '__importChunk';

/**
 * Imports a chunk, at a URL of its own when it is asked for again (`?retry=1`, `?retry=2`, …). A browser may
 * keep a failed module import in its module map, so `import()` of the same URL fails again without a request
 * (Chromium 150 does), and Retry could never bring a part back once the connection is. webpack imports a chunk
 * only when it has to download it, and never again once the chunk is in, so a second import of one URL is
 * always a retry.
 */
export function withRetriedChunkUrls<T>(importChunk: (url: string) => Promise<T>): (url: string) => Promise<T> {
  const asked = new Map<string, number>();
  return (url) => {
    const retries = asked.get(url) ?? 0;
    asked.set(url, retries + 1);
    return importChunk(retries === 0 ? url : `${url}?retry=${retries}`);
  };
}
