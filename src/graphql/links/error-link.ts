import type { ApolloLink } from '@apollo/client';
import { QUEUED_CODE } from '@/config/offline-sync';
import { createTapLink } from './tap-link';

/**
 * Logs every failed operation once with its name. Route loaders turn the failure into the
 * error page with its status (app/router), so this link only observes and never retries.
 * A change that waits offline (QUEUED_OFFLINE, offline-queue-link.ts) is expected, not a
 * failure: the pending view shows it, and it is not logged.
 */
export function createErrorLink(): ApolloLink {
  return createTapLink({
    onResult: (operation, result) => {
      const errors = result.errors?.filter((error) => error.extensions?.['code'] !== QUEUED_CODE);
      if (errors?.length) {
        console.error(
          `[GraphQL] ${operation.operationName}: ${errors.map((error) => error.message).join('; ')}`,
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
