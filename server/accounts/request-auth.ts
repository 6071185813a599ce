// The GraphQL context's view of who is logged in: the bearer token (the spec:
// `Authorization: Bearer`) read once per request, on the first resolver that asks.
import { createGraphQLError } from 'graphql-yoga';
import { bearerToken } from './auth-routes.js';
import type { AuthUser } from './accounts.js';

/** What the context needs of Accounts. */
export interface AccountsOfRequests {
  userOfToken(token: string | null): Promise<AuthUser | null>;
}

export interface RequestAuth {
  /** The request carried a bearer token (live or not). */
  readonly hasToken: boolean;
  /** The logged-in account, or null (no token, or one expired or revoked). */
  user(): Promise<AuthUser | null>;
  /** The logged-in account, or a GraphQL error UNAUTHENTICATED. */
  requireUser(): Promise<AuthUser>;
}

export function requestAuth(
  accounts: AccountsOfRequests | null,
  authorization: string | null,
): RequestAuth {
  const token = bearerToken(authorization);
  let user: Promise<AuthUser | null> | null = null;
  const read = () =>
    (user ??= accounts && token ? accounts.userOfToken(token) : Promise.resolve(null));
  return {
    hasToken: token !== null,
    user: read,
    async requireUser() {
      const found = await read();
      if (found) return found;
      throw createGraphQLError('Not logged in', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
      });
    },
  };
}
