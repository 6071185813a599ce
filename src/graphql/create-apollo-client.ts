import {
  ApolloClient,
  ApolloLink,
  type InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { GRAPHQL_URI } from '@/config/constants';
import { createContextLink } from './links/context-link';
import { createErrorLink } from './links/error-link';
import { createHttpLinks } from './links/http-links';
import { createOfflineQueueLink } from './links/offline-queue-link';
import { createApqLink } from './links/persisted-query-link';
import { createTapLink } from './links/tap-link';

export interface ActivityListener {
  onStart: () => void;
  onEnd: () => void;
}

interface ApolloClientOptions {
  cache: InMemoryCache;
  languageId: number;
  /** Told about every operation's start and end (the delayed API-loading indicator). */
  activity?: ActivityListener;
}

export function createApolloClient({
  cache,
  languageId,
  activity,
}: ApolloClientOptions): ApolloClient<NormalizedCacheObject> {
  const links = [
    activity ? createTapLink({ onStart: activity.onStart, onEnd: activity.onEnd }) : null,
    createErrorLink(),
    createContextLink(languageId),
    createApqLink(),
    createOfflineQueueLink(),
    createHttpLinks(GRAPHQL_URI),
  ].filter((link): link is ApolloLink => link !== null);

  return new ApolloClient({
    link: ApolloLink.from(links),
    cache,
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
