import type { GraphqlHandler } from './yoga.js';
import type { ExecuteShellQuery } from '../http/app-shell.js';

/**
 * Runs the app shell's queries through this server's own GraphQL handler, as the storefront
 * sends them but with their text beside their persisted-query hash: the answer is what a
 * shopper's browser gets, and the hash is registered (pinned), so the page's inline bootstrap
 * can ask by hash alone. Answers the data, or null when the query failed.
 */
export function shellQueryRunner(handler: GraphqlHandler, apiKey: string): ExecuteShellQuery {
  return async (request) => {
    // Pinned: pages ask these by hash before their text could come, and the recent queries
    // anyone may fill must not push them out (persisted-queries.ts).
    handler.persisted.pin(request.query);
    const response = await handler.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({
        operationName: request.operationName,
        query: request.query,
        variables: request.variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: request.hash } },
      }),
    });
    const answer = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (!response.ok || answer.errors?.length) return null;
    return answer.data ?? null;
  };
}
