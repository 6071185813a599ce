import type {
  ApolloClient,
  NormalizedCacheObject,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';

const freshKeys = new WeakMap<ApolloClient<NormalizedCacheObject>, Set<string>>();

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
  const result = await client.query({ query, variables, fetchPolicy: 'cache-first' });
  if (cached && !fresh.has(key)) {
    void client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  fresh.add(key);
  return result.data;
}
