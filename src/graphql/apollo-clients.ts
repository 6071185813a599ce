import { InMemoryCache, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { APOLLO_CACHE_KEY_PREFIX } from '@/config/constants';
import { LANGUAGE_IDS, type Locale } from '@/i18n/locale';
import { restoreAndPersistCache } from './cache-persistence';
import { createApolloClient, type ActivityListener } from './create-apollo-client';
import { typePolicies } from './type-policies';

interface Entry {
  client: ApolloClient<NormalizedCacheObject>;
  ready: Promise<void>;
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
    found = { client, ready: restoreAndPersistCache(cache, `${APOLLO_CACHE_KEY_PREFIX}${locale}`) };
    entries.set(locale, found);
  }
  return found;
}

export function getApolloClient(locale: Locale): ApolloClient<NormalizedCacheObject> {
  return entry(locale).client;
}

/** Resolves once the persisted cache of this locale has been restored (or given up on). */
export function apolloReady(locale: Locale): Promise<void> {
  return entry(locale).ready;
}
