import { SW_MESSAGES } from '@/config/pwa';
import { requestsToWarm } from './warm-caches';

const SCRIPT = '/sw.js';
const SCOPE = '/';

/**
 * Registers /sw.js (root scope). A page a worker controls watches for new versions through
 * workbox-window (service-worker-updates.ts, loaded only then). A first visit registers with the
 * browser's own call and needs nothing more (issue 18: the start page's JS budget): nothing is
 * active yet, so there is no update to offer. Once its worker takes control quietly, the page
 * re-requests what it loaded before (warm caches) and starts watching, since a long-open tab
 * may outlive that version. A worker that fails to register or install changes nothing: the
 * page never depends on it.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  if (container.controller) {
    watchForUpdates();
    return;
  }
  container.addEventListener(
    'controllerchange',
    () => {
      warmCaches();
      watchForUpdates();
    },
    { once: true },
  );
  container.register(SCRIPT, { scope: SCOPE }).catch(() => undefined);
}

function watchForUpdates(): void {
  import('./service-worker-updates')
    .then(({ watchServiceWorkerUpdates }) => watchServiceWorkerUpdates(SCRIPT, SCOPE))
    .catch(() => undefined);
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
