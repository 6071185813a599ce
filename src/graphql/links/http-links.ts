import { ApolloLink, HttpLink, type Operation } from '@apollo/client';
import { isPersonalOperation } from '@shared/validation/personal-operations';
import { prefetchedFetch } from './prefetched-fetch';

/** True for an operation that carries a cart id, an order id or a token (or is a mutation). */
export const isPersonal = (operation: Operation): boolean =>
  isPersonalOperation(operation.query, operation.operationName || null) !== false;

/**
 * The end of the chain. Catalogue queries go as GET (short APQ URLs the HTTP and service-worker
 * caches can hold); cart, checkout and order reads go as POST, whatever the persisted-query link
 * asked for: a cart id or order token in a URL stays in proxies, server logs and history, and
 * the server refuses them over GET (405).
 */
export function createHttpLinks(uri: string): ApolloLink {
  const post = new ApolloLink((operation, forward) => {
    operation.setContext(({ fetchOptions }: { fetchOptions?: Record<string, unknown> }) => ({
      fetchOptions: { ...fetchOptions, method: 'POST' },
    }));
    return forward(operation);
  });
  return ApolloLink.split(
    isPersonal,
    post.concat(new HttpLink({ uri })),
    // A catalogue query the page's inline bootstrap already started is taken from it (issue 18).
    new HttpLink({ uri, useGETForQueries: true, fetch: prefetchedFetch }),
  );
}
