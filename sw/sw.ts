/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation-rules';

declare let self: ServiceWorkerGlobalScope;

// The walking-skeleton worker: precache the build, and answer page navigations with the app
// shell so a visited shop opens offline. Runtime caching and sync queues come later.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: NAVIGATION_DENYLIST,
  }),
);

// A first install controls the open page at once; an update still waits (below).
clientsClaim();

// The page decides when a new version takes over (no surprise reloads mid-checkout).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
