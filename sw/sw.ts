/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { PERSONAL_DATA_CACHES, SW_MESSAGES } from '../src/config/pwa';
import { NAVIGATION_DENYLIST } from './navigation-rules';
import { withCachedProduct } from './product-navigation';
import { registerRuntimeCaching } from './runtime-caching';
import { registerSyncQueues } from './sync/register-sync-queues';

declare let self: ServiceWorkerGlobalScope;

// The build (app shell, route chunks, lazy locale chunks, icons). A new version adds its files
// to the same precache while it waits and removes the old ones only when it activates, so a
// page of the old build keeps loading its lazy chunks until it reloads. cleanupOutdatedCaches
// only drops caches of older Workbox precache formats, never the current one.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(withCachedProduct(createHandlerBoundToURL('index.html')), {
    denylist: NAVIGATION_DENYLIST,
  }),
);

// Catalogue answers, images and site content (sw/rules.ts decides; nothing personal).
registerRuntimeCaching();

// ── Offline writes (sw/sync/**): register the background-sync queues on this line. ──
registerSyncQueues();

// The page re-requests what it loaded before this worker controlled it (CACHE_URLS), so the
// first visit is cached too; each URL goes through the routes above.
getOrCreateDefaultRouter().addCacheListener();

// A first install controls the open page at once; an update still waits (below).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  // The page decides when a new version takes over (no surprise reloads mid-checkout).
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.clearPersonalData) {
    const cleared = Promise.all(PERSONAL_DATA_CACHES.map((name) => caches.delete(name)));
    event.waitUntil(cleared.then(() => event.ports[0]?.postMessage({ type, done: true })));
  }
});
