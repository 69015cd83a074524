import { Workbox } from 'workbox-window';

let worker: { workbox: Workbox; registration: Promise<ServiceWorkerRegistration | undefined> } | undefined;

/**
 * Registers the service worker (src/serviceWorker, in production builds only), once per page, and calls
 * `onNewVersion` when a newer version is installed and waiting: found on a later navigation or update check, or
 * already waiting from an earlier visit.
 */
export function registerServiceWorker(onNewVersion: () => void): void {
  if (worker || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', onNewVersion);
  const registration = workbox.register().catch((error: unknown) => {
    // A warning, not an error: the page works on, only not offline (a browser or profile without workers).
    console.warn('The app could not be made available offline (its service worker was not registered):', error);
    return undefined;
  });
  worker = { workbox, registration };
}

/**
 * Loads the waiting version: its worker takes over, and the page reloads once that worker controls it (a plain
 * reload would still be answered by the old one). When it has already taken over (Reload in another tab), a
 * reload is all that is left.
 */
export async function loadNewVersion(): Promise<void> {
  const registration = await worker?.registration;
  if (!worker || !registration?.waiting) {
    window.location.reload();
    return;
  }
  worker.workbox.addEventListener('controlling', () => window.location.reload());
  worker.workbox.messageSkipWaiting();
}
