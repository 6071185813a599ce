import type { WorkboxPlugin } from 'workbox-core/types.js';
import { graphqlCacheKey, isCacheableGraphqlBody, pickImageStandIn } from './rules';

/** Stores and finds both forms of a persisted-query GET under one key (rules.graphqlCacheKey). */
export const graphqlCacheKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => Promise.resolve(graphqlCacheKey(new URL(request.url))),
};

/**
 * Keeps GraphQL error answers (status 200, e.g. PersistedQueryNotFound) out of the cache, and
 * any answer the server marks no-store (carts, checkout, orders: a second guard on top of the
 * operation allowlists in rules.ts).
 */
export const cleanGraphqlAnswersPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    if (/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('cache-control') ?? '')) return null;
    try {
      return isCacheableGraphqlBody(await response.clone().json()) ? response : null;
    } catch {
      return null;
    }
  },
};

/** The part of CacheStorage the stand-in needs (a fake in unit tests). */
export interface CacheOpener {
  open(cacheName: string): Promise<Pick<Cache, 'keys' | 'match'>>;
}

/**
 * Cache first for images, and when the size asked for is neither cached nor reachable, any
 * cached size of the same image stands in: a product seen in the list renders on its page
 * offline.
 */
export function imageStandInPlugin(cacheName: string, storage: CacheOpener): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const cache = await storage.open(cacheName);
      const cached = (await cache.keys()).map((entry) => new URL(entry.url));
      const standIn = pickImageStandIn(new URL(request.url), cached);
      return standIn ? ((await cache.match(standIn.href)) ?? undefined) : undefined;
    },
  };
}
