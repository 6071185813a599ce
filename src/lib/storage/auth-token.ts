import { AUTH_TOKEN_KEY } from '@/config/constants';

// The logged-in customer's token, under the spec's local storage name apollo-token.
// Here, below the features, because the Apollo link sends it as the bearer token.

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (some private modes): nobody is logged in.
    return null;
  }
}

export const readToken = (): string | null => storage()?.getItem(AUTH_TOKEN_KEY) ?? null;

export function writeToken(token: string | null): void {
  if (token) storage()?.setItem(AUTH_TOKEN_KEY, token);
  else storage()?.removeItem(AUTH_TOKEN_KEY);
}

/**
 * localStorage key: the tokens of sessions logged out on this device that the server has not
 * ended yet (a logout made offline; src/features/account/pending-logout.ts sends them).
 */
export const PENDING_LOGOUT_KEY = 'atvhuset-pending-logout';

/** Cheap enough for every start: whether a logout waits for the server. */
export const hasPendingLogout = (): boolean => storage()?.getItem(PENDING_LOGOUT_KEY) != null;

type RejectedListener = (token: string) => void;
const rejectedListeners = new Set<RejectedListener>();

/**
 * The server refused `token` (UNAUTHENTICATED on a request that carried it): the session was
 * ended elsewhere (a password change on another device, an expiry). The account feature
 * listens and ends the session on this device once the server confirms it.
 */
export function tokenRejected(token: string): void {
  for (const listener of rejectedListeners) listener(token);
}

/** Listens for tokenRejected; answers the unsubscribe. */
export function onTokenRejected(listener: RejectedListener): () => void {
  rejectedListeners.add(listener);
  return () => {
    rejectedListeners.delete(listener);
  };
}
