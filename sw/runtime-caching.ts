import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { RUNTIME_CACHES } from '../src/config/pwa';
import { cleanGraphqlAnswersPlugin, graphqlCacheKeyPlugin, imageStandInPlugin } from './plugins';
import { runtimeCacheKind, type RuntimeCacheKind } from './rules';

declare let self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
/** After this long without an answer the cached catalogue answer is shown (spotty networks). */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 3;

/** A GraphQL answers' cache: one key for both forms of a GET, clean answers only, bounded. */
const graphqlPlugins = (maxEntries: number) => [
  graphqlCacheKeyPlugin,
  cleanGraphqlAnswersPlugin,
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
];

/** The widgets cache holds the site's frame and its widget areas: one bound for both routes. */
const widgetPlugins = graphqlPlugins(60);

const strategies: Record<RuntimeCacheKind, CacheFirst | NetworkFirst | StaleWhileRevalidate> = {
  catalogue: new NetworkFirst({
    cacheName: RUNTIME_CACHES.catalogue,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: graphqlPlugins(300),
  }),
  content: new NetworkFirst({
    cacheName: RUNTIME_CACHES.widgets,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: widgetPlugins,
  }),
  widgets: new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.widgets, plugins: widgetPlugins }),
  images: new CacheFirst({
    cacheName: RUNTIME_CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
      imageStandInPlugin(RUNTIME_CACHES.images, self.caches),
    ],
  }),
};

/** One route per cache kind; the matching itself is the pure rules.runtimeCacheKind. */
export function registerRuntimeCaching(): void {
  for (const kind of Object.keys(strategies) as RuntimeCacheKind[]) {
    registerRoute(
      ({ request, url }) =>
        runtimeCacheKind({
          method: request.method,
          url,
          hasAuthorization: request.headers.has('authorization'),
        }) === kind,
      strategies[kind],
    );
  }
}
