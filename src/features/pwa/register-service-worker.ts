import { SW_MESSAGES } from '@/config/pwa';
import { setPwaState } from './pwa-state';
import { requestsToWarm } from './warm-caches';

const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers /sw.js (root scope). A new version is offered (update-prompt.tsx) only when an
 * older version controls this page; on a first visit the worker takes control quietly and
 * re-requests what the page loaded before (warm caches). A worker that fails to register or
 * install changes nothing: the page never depends on it.
 *
 * The platform's own API, without workbox-window: what this needs of it (register, a waiting
 * worker, update, skip waiting) is a few lines, and a first visit loads 2 kB gzip less.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const wasControlled = container.controller !== null;

  if (!wasControlled) {
    container.addEventListener('controllerchange', warmCaches, { once: true });
  }

  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      offerWaitingWorker(registration);
      // Also a page the first version claimed after loading runs an older build by now. A first
      // install never waits (nothing is active yet), so it is never offered.
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offerWaitingWorker(registration);
        });
      });
      // Long-open tabs (a shop floor tablet) still learn about new versions.
      const check = () => void registration.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch(() => undefined);
}

/** A worker waiting while an older one controls this page (from now or an earlier visit). */
function offerWaitingWorker(registration: ServiceWorkerRegistration): void {
  if (!registration.waiting || !navigator.serviceWorker.controller) return;
  setPwaState({ applyUpdate: () => applyUpdate(registration) });
}

function applyUpdate(registration: ServiceWorkerRegistration): void {
  setPwaState({ applyUpdate: null });
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  registration.waiting?.postMessage({ type: SW_MESSAGES.skipWaiting });
}

function warmCaches(): void {
  const resources = performance.getEntriesByType('resource');
  const urlsToCache = requestsToWarm(resources, window.location.origin);
  if (urlsToCache.length === 0) return;
  navigator.serviceWorker.controller?.postMessage({
    type: SW_MESSAGES.cacheUrls,
    payload: { urlsToCache },
  });
}
