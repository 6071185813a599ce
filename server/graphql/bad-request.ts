import type { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

// An error with its own HTTP status (persisted query not found: 200, so Apollo retries) keeps it;
// yoga marks parse and validation errors "spec", which it answers with 200 for application/json.
function ownStatus(error: GraphQLError): boolean {
  const http = error.extensions.http;
  return http !== undefined && http.spec !== true;
}

/**
 * Yoga answers parse and validation errors with 200 when the client accepts application/json
 * (Apollo's default), as the GraphQL-over-HTTP spec allows. This API promises 400 for every
 * request that could not execute: a result with errors and no data at all.
 */
export function useBadRequestStatus(): Plugin {
  return {
    onExecutionResult(payload) {
      const { result } = payload;
      if (!result || isAsyncIterable(result) || 'data' in result) return;
      if (!result.errors?.length || result.errors.some(ownStatus)) return;
      payload.setResult({ errors: result.errors, extensions: { http: { status: 400 } } });
    },
  };
}
