/** The browser knows it has no network (the page opened from its service worker's cache); false outside a browser. */
export const browserIsOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
