import type {
  ApolloClient,
  NormalizedCacheObject,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';

const freshKeys = new WeakMap<ApolloClient<NormalizedCacheObject>, Set<string>>();
const resets = new WeakMap<ApolloClient<NormalizedCacheObject>, number>();

/**
 * Empties a client's store and refetches what the open pages show (logout, market change), and
 * counts it: a loader's query in flight at that moment fails with Apollo's "Store reset while
 * query was in flight", and loadQuery then asks again instead of showing the error page (the
 * other tab of a logout landed on it, navigating to the start page as the reset came).
 */
export function resetClientStore(client: ApolloClient<NormalizedCacheObject>): Promise<unknown> {
  resets.set(client, (resets.get(client) ?? 0) + 1);
  return client.resetStore();
}

/**
 * Route loaders' query: answers from the cache at once when it can (a restored IndexedDB cache
 * makes repeat visits instant and offline-capable) and refreshes an answer that was not yet
 * fetched in this session in the background; components read the same entry with useQuery.
 */
export async function loadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient<NormalizedCacheObject>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const fresh = freshKeys.get(client) ?? new Set<string>();
  freshKeys.set(client, fresh);
  const key = `${getOperationName(query) ?? ''}:${JSON.stringify(variables)}`;
  const cached = client.readQuery({ query, variables }) !== null;
  const resetsBefore = resets.get(client) ?? 0;
  const ask = () => client.query({ query, variables, fetchPolicy: 'cache-first' });
  const result = await ask().catch((error: unknown) => {
    // The store was reset while this was in flight: the answer is asked for again, once.
    if ((resets.get(client) ?? 0) !== resetsBefore) return ask();
    throw error;
  });
  if (cached && !fresh.has(key)) {
    void client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  fresh.add(key);
  return result.data;
}
