import { ApolloError } from '@apollo/client';

/**
 * The server's refusal of too many attempts (HTTP 429, code RATE_LIMITED): Apollo reports a
 * non-2xx answer as a network error, though the shop was reached and said why. Answers the
 * seconds to wait, or null for any other failure.
 */
export function rateLimitedFor(error: unknown): number | null {
  if (!(error instanceof ApolloError) || !error.networkError) return null;
  const network = error.networkError as { statusCode?: unknown; result?: unknown };
  if (network.statusCode !== 429) return null;
  const result = network.result as
    { errors?: { extensions?: { code?: unknown; retryAfter?: unknown } }[] } | undefined;
  const extensions = result?.errors?.[0]?.extensions;
  if (extensions?.code !== 'RATE_LIMITED') return null;
  return typeof extensions.retryAfter === 'number' ? extensions.retryAfter : 60;
}
