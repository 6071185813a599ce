import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { GRAPHQL_URI } from '@/config/constants';
import { createActivityLink, type ActivityListener } from './links/activity-link';
import { createContextLink } from './links/context-link';
import { createErrorLink } from './links/error-link';
import { createApqLink } from './links/persisted-query-link';
import { typePolicies } from './type-policies';

export interface ApolloClientOptions {
  languageId: number;
  activity?: ActivityListener;
}

export function createApolloClient({ languageId, activity }: ApolloClientOptions): ApolloClient<NormalizedCacheObject> {
  const links = [
    activity ? createActivityLink(activity) : null,
    createErrorLink(),
    createContextLink(languageId),
    createApqLink(),
    new HttpLink({ uri: GRAPHQL_URI, useGETForQueries: true }),
  ].filter((link): link is ApolloLink => link !== null);

  return new ApolloClient({
    link: ApolloLink.from(links),
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
