// Names the page and the service worker (sw/) share. Plain constants only: sw/ imports this file.

/** Runtime caches of the service worker; bump a version to drop a cache's old entries. */
export const RUNTIME_CACHES = {
  catalogue: 'atvhuset-catalogue-v1',
  widgets: 'atvhuset-widgets-v1',
  images: 'atvhuset-images-v1',
} as const;

/** Caches that may hold answers for one shopper or one market: emptied on logout and market change. */
export const PERSONAL_DATA_CACHES: readonly string[] = [
  RUNTIME_CACHES.catalogue,
  RUNTIME_CACHES.widgets,
];

/** Messages the page sends to the service worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  clearPersonalData: 'CLEAR_PERSONAL_DATA',
  /** workbox-routing's own cache listener (Router.addCacheListener). */
  cacheUrls: 'CACHE_URLS',
} as const;

/**
 * Cross-tab signals (spec: BroadcastChannel for auth user and market). A message
 * `{ type: 'logout' }` on the auth channel or `{ type: 'change' }` on the market channel makes
 * every open tab clear the shopper's cached data (features/pwa/clear-personal-data.ts).
 */
export const AUTH_CHANNEL = 'auth';
export const MARKET_CHANNEL = 'market';

/** How long a dismissed install offer stays hidden. */
export const INSTALL_POSTPONE_DAYS = 14;
export const INSTALL_POSTPONED_KEY = 'atvhuset:install-postponed-at';
