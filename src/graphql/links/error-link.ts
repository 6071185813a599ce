import type { ApolloLink, Operation } from '@apollo/client';
import { QUEUED_CODE } from '@/config/offline-sync';
import { tokenRejected } from '@/lib/storage/auth-token';
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

/** The bearer token the operation carried (context-link.ts), if any. */
function sentToken(operation: Operation): string | null {
  const headers = (operation.getContext() as { headers?: Record<string, string> }).headers;
  const match = /^Bearer (.+)$/.exec(headers?.['Authorization'] ?? '');
  return match?.[1] ?? null;
}

/** An answer of 401, or an UNAUTHENTICATED error, to an operation that carried a token. */
function noteRejectedToken(operation: Operation, unauthenticated: boolean): void {
  const token = sentToken(operation);
  if (token && unauthenticated) tokenRejected(token);
}

/**
 * Logs every failed operation once with its name. Route loaders turn the failure into the
 * error page with its status (app/router), so this link only observes and never retries.
 * A change that waits offline (QUEUED_OFFLINE, offline-queue-link.ts) is expected, not a
 * failure: the pending view shows it, and it is not logged. A shopper's mistake the shop
 * answers (extensions.code other than FAULTS) is logged as info, not as an error. A request
 * whose bearer token the server refused says so (tokenRejected): the session has ended.
 */
export function createErrorLink(): ApolloLink {
  return createTapLink({
    onResult: (operation, result) => {
      noteRejectedToken(
        operation,
        result.errors?.some((error) => error.extensions?.['code'] === 'UNAUTHENTICATED') === true,
      );
      const errors = result.errors?.filter((error) => error.extensions?.['code'] !== QUEUED_CODE);
      if (errors?.length) {
        const expected = errors.every((error) => isShopperAnswer(error.extensions?.['code']));
        (expected ? console.info : console.error)(
          `[GraphQL] ${operation.operationName}: ${errors.map((error) => error.message).join('; ')}`,
        );
      }
    },
    onError: (operation, error) => {
      noteRejectedToken(operation, (error as { statusCode?: unknown }).statusCode === 401);
      console.error(
        `[GraphQL] ${operation.operationName}: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  });
}
