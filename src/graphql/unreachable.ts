import { ApolloError } from '@apollo/client';

/**
 * Whether a query failed without an answer from the server: no network, though the browser may
 * think it has one (lie-fi, or the moment the network comes back). A search then shows what the
 * device holds rather than an error.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApolloError) || !error.networkError) return false;
  return !('statusCode' in error.networkError);
}
