import type { ApolloLink } from '@apollo/client';
import { createTapLink } from './tap-link';

/**
 * Logs every failed operation once with its name. Route loaders turn the failure into the
 * error page with its status (app/router), so this link only observes and never retries.
 */
export function createErrorLink(): ApolloLink {
  return createTapLink({
    onResult: (operation, result) => {
      if (result.errors?.length) {
        console.error(
          `[GraphQL] ${operation.operationName}: ${result.errors.map((error) => error.message).join('; ')}`,
        );
      }
    },
    onError: (operation, error) => {
      console.error(
        `[GraphQL] ${operation.operationName}: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  });
}
