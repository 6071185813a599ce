// Where the client keeps its login (the spec's names): the token in local storage under
// apollo-token, the user in the ralph-user cookies the server sets. Part of the first load: kept
// tiny (the panel and the login code load on use).
import { USER_COOKIE, USER_MAXAGE_COOKIE, USER_TYPE_COOKIE } from '@/config/constants';
import { readToken, writeToken } from '@/lib/storage/auth-token';

export { readToken, writeToken };

export interface AuthUser {
  id: string;
  customerType: string;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The readable user cookies go at logout (the server clears its HttpOnly token ones). */
export function clearUserCookies(): void {
  for (const name of [USER_COOKIE, USER_MAXAGE_COOKIE])
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The logged-in user, from the token and the user cookie: both, or nobody (the spec: "No
 * token: auth cookies removed, user cleared"); the user cookie outlives the token by no more
 * than the session's lifetime.
 */
export function readStoredAuth(): AuthUser | null {
  const token = readToken();
  const id = readCookie(USER_COOKIE);
  if (token && id) return { id, customerType: readCookie(USER_TYPE_COOKIE) ?? 'PERSON' };
  if (token) writeToken(null);
  if (id) clearUserCookies();
  return null;
}
