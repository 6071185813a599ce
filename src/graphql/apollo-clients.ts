import { InMemoryCache, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { APOLLO_CACHE_KEY_PREFIX } from '@/config/constants';
import { LANGUAGE_IDS, LOCALES, type Locale } from '@/i18n/locale';
import { idbStorage } from '@/lib/storage/idb-storage';
import { persistApolloCache, type PersistedCache } from './cache-persistence';
import { resetClientStore } from './load-query';
import { createApolloClient, type ActivityListener } from './create-apollo-client';
import { typePolicies } from './type-policies';

interface Entry {
  client: ApolloClient<NormalizedCacheObject>;
  persisted: PersistedCache;
}

// One client and cache per language: products and categories share ids across nb and nn, so a
// shared normalised cache would mix the two languages' names (Product:17 is one object).
const entries = new Map<Locale, Entry>();
let activityListener: ActivityListener | undefined;

export function setApolloActivityListener(listener: ActivityListener): void {
  activityListener = listener;
}

function entry(locale: Locale): Entry {
  let found = entries.get(locale);
  if (!found) {
    const cache = new InMemoryCache({ typePolicies });
    const client = createApolloClient({
      cache,
      languageId: LANGUAGE_IDS[locale],
      activity: activityListener,
    });
    found = { client, persisted: persistApolloCache(cache, `${APOLLO_CACHE_KEY_PREFIX}${locale}`) };
    entries.set(locale, found);
  }
  return found;
}

export function getApolloClient(locale: Locale): ApolloClient<NormalizedCacheObject> {
  return entry(locale).client;
}

/** Resolves once the persisted cache of this locale has been restored (or given up on). */
export function apolloReady(locale: Locale): Promise<void> {
  return entry(locale).persisted.ready;
}

/** Stores this locale's cache now (after a cart change): an offline reload shows it. */
export function persistApolloCacheNow(locale: Locale): Promise<void> {
  return entry(locale).persisted.flush();
}

/**
 * Forgets every locale's server data, in memory and in IndexedDB (logout, market change):
 * the open pages refetch what they show, from the network.
 */
export async function clearApolloCaches(): Promise<void> {
  await Promise.all(
    LOCALES.map(async (locale) => {
      const found = entries.get(locale);
      if (!found) {
        await idbStorage.removeItem(`${APOLLO_CACHE_KEY_PREFIX}${locale}`);
        return;
      }
      await found.persisted.purge().catch(() => undefined);
      await resetClientStore(found.client).catch(() => undefined);
    }),
  );
}
