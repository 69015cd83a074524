import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { IGNORED_URL_PARAMETERS, NAVIGATIONS_LEFT_TO_THE_NETWORK, SKIP_WAITING } from './offlineRules';

// Only what this worker uses of ServiceWorkerGlobalScope: the project's types are the page's (DOM), and the
// WebWorker library's cannot be loaded beside them.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

/*
 * The build's files, listed by InjectManifest at build time (offlineRules.NOT_PRECACHED says what is left out),
 * cached on install and answered from the cache; a new version's worker replaces them when it takes over, and
 * files only the old version had are deleted then. Nothing else is cached: the recipe service, the model and
 * Hugging Face are never answered by this worker.
 */
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: IGNORED_URL_PARAMETERS });
cleanupOutdatedCaches();

// Every page address is the single-page app: answered at once with the cached page, with or without a network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATIONS_LEFT_TO_THE_NETWORK }),
);

// The first worker controls the page that installed it; a new version waits until the cook chooses to load it.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING.type) void self.skipWaiting();
});
