import type { ApolloLink } from '@apollo/client';
import { QUEUED_CODE } from '@/config/offline-sync';
import { createTapLink } from './tap-link';

// Codes of errors that are the shop's or the request's fault, not the shopper's: logged as
// errors. Every other code is an answer the shop gives a shopper about what they asked (a
// code that is not valid, more than in stock, an unknown order link...): the screen shows it
// in the shopper's language, and the console only notes it.
const FAULTS = new Set([
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

const isShopperAnswer = (code: unknown): boolean => typeof code === 'string' && !FAULTS.has(code);

/**
 * Logs every failed operation once with its name. Route loaders turn the failure into the
 * error page with its status (app/router), so this link only observes and never retries.
 * A change that waits offline (QUEUED_OFFLINE, offline-queue-link.ts) is expected, not a
 * failure: the pending view shows it, and it is not logged. A shopper's mistake the shop
 * answers (extensions.code other than FAULTS) is logged as info, not as an error.
 */
export function createErrorLink(): ApolloLink {
  return createTapLink({
    onResult: (operation, result) => {
      const errors = result.errors?.filter((error) => error.extensions?.['code'] !== QUEUED_CODE);
      if (errors?.length) {
        const expected = errors.every((error) => isShopperAnswer(error.extensions?.['code']));
        (expected ? console.info : console.error)(
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
