// The GraphQL context's view of who is logged in: the bearer token (the spec:
// `Authorization: Bearer`) read once per request, on the first resolver that asks.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createGraphQLError } from 'graphql-yoga';
import { bearerToken } from './auth-routes.js';
import type { AuthUser } from './accounts.js';

/**
 * The API's words for a request whose login is gone, in Norwegian like its other errors (the
 * storefront shows its own text for the code, UNAUTHENTICATED, in the shopper's language).
 */
export const NOT_LOGGED_IN = 'Du er ikke logget inn. Logg inn og prøv igjen.';

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
  /**
   * Who may use the editor-only APIs (answering questions, content, drafts): the EDITOR_TOKEN
   * bearer, or an account with the editor role. Otherwise a GraphQL error: UNAUTHENTICATED (401)
   * without a login, FORBIDDEN (403) for a customer's login.
   */
  requireEditor(): Promise<Editor>;
  /** requireEditor without the error: null for anyone else (a draft is then simply not shown). */
  editor(): Promise<Editor | null>;
}

/** An editor: the shop's EDITOR_TOKEN (no account), or an account with the editor role. */
export type Editor = { kind: 'token' } | { kind: 'account'; user: AuthUser };

/** Compares in constant time (hashes first, so lengths never differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * @param editorToken EDITOR_TOKEN: a bearer equal to it is an editor without an account
 *   (undefined: only editor accounts are).
 */
export function requestAuth(
  accounts: AccountsOfRequests | null,
  authorization: string | null,
  editorToken?: string,
): RequestAuth {
  const token = bearerToken(authorization);
  const isEditorToken =
    token !== null && editorToken !== undefined && sameSecret(token, editorToken);
  let user: Promise<AuthUser | null> | null = null;
  const read = () =>
    (user ??=
      accounts && token && !isEditorToken ? accounts.userOfToken(token) : Promise.resolve(null));
  const unauthenticated = () =>
    createGraphQLError(NOT_LOGGED_IN, {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  const editor = async (): Promise<Editor | null> => {
    if (isEditorToken) return { kind: 'token' };
    const found = await read();
    return found?.role === 'editor' ? { kind: 'account', user: found } : null;
  };
  return {
    hasToken: token !== null,
    user: read,
    async requireUser() {
      const found = await read();
      if (found) return found;
      throw unauthenticated();
    },
    editor,
    async requireEditor() {
      const found = await editor();
      if (found) return found;
      if (!(await read())) throw unauthenticated();
      throw createGraphQLError('Editors only', {
        extensions: { code: 'FORBIDDEN', http: { status: 403 } },
      });
    },
  };
}
