import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '@/config/pwa';
import { setPwaState } from './pwa-state';
import { requestsToWarm } from './warm-caches';

const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers /sw.js (root scope). A new version is offered (update-prompt.tsx) only when an
 * older version controls this page; on a first visit the worker takes control quietly and
 * re-requests what the page loaded before (warm caches). A worker that fails to register or
 * install changes nothing: the page never depends on it.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const wasControlled = container.controller !== null;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // Also a page the first version claimed after loading runs an older build by now. A first
  // install never waits (nothing is active yet), so it is never offered.
  workbox.addEventListener('waiting', () => {
    if (!container.controller) return;
    setPwaState({ applyUpdate: () => applyUpdate(workbox) });
  });

  if (!wasControlled) {
    container.addEventListener('controllerchange', warmCaches, { once: true });
  }

  workbox
    .register()
    .then(() => {
      // Long-open tabs (a shop floor tablet) still learn about new versions.
      const check = () => void workbox.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch(() => undefined);
}

function applyUpdate(workbox: Workbox): void {
  setPwaState({ applyUpdate: null });
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  workbox.messageSkipWaiting();
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
