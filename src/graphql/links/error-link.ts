import type { ApolloLink } from '@apollo/client';
import { onError } from '@apollo/client/link/error';

/**
 * Logs every failed operation once with its name. Route loaders turn the failure into the
 * error page with its status (app/router), so this link only observes and never retries.
 */
export function createErrorLink(): ApolloLink {
  return onError(({ graphQLErrors, networkError, operation }) => {
    const messages = [
      ...(graphQLErrors ?? []).map((error) => error.message),
      ...(networkError ? [networkError.message] : []),
    ];
    console.error(`[GraphQL] ${operation.operationName}: ${messages.join('; ')}`);
  });
}
