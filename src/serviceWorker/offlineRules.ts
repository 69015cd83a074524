/**
 * What the service worker keeps, and what it leaves to the network. Nothing here is fetched or cached at run
 * time: the worker holds only the build's own files, listed at build time, and answers nothing else.
 */

/**
 * Build files left out of the precache: source maps, the precompressed copies (the server picks the encoding for
 * the plain file's address) and licence notes. Everything else the build writes is precached: the prerendered
 * page, every hashed script and image, the manifest and its icons. A build made in the spec's mode carries its
 * token in its own script; that script is kept too, or the page could not open offline.
 */
export const NOT_PRECACHED = [/\.map$/, /\.(br|gz)$/, /LICENSE/];

/** Navigations the cached page never answers: the server's own addresses, which are not pages. */
export const NAVIGATIONS_LEFT_TO_THE_NETWORK = [/^\/api\//, /^\/healthz$/];

/**
 * Query parameters a precached file is found without: the chunk loader's `?retry=N` (src/app/retriedChunkUrls.ts)
 * asks for the same file, and campaign tags.
 */
export const IGNORED_URL_PARAMETERS = [/^retry$/, /^utm_/, /^fbclid$/];

/** Whether a build file is precached, as InjectManifest decides it with NOT_PRECACHED. */
export const isPrecached = (file: string): boolean => !NOT_PRECACHED.some((pattern) => pattern.test(file));

/** Whether the worker answers a navigation to this path with the cached page. */
export const answersNavigation = (pathname: string): boolean =>
  !NAVIGATIONS_LEFT_TO_THE_NETWORK.some((pattern) => pattern.test(pathname));

/** What the page sends a waiting worker to make it take over (a new version the cook chose to load). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
