// The spec's auth endpoints: {authEndpoint}login, register, password, logout, and the
// sign endpoint; plus reset-request and reset. POST with a JSON body, cookies included (same
// origin); the answer is { sign, token, maxAge, user } or { errors: [{ message, extensions }] }.
import { currentMarketId } from '@/lib/market/current-market';
import { AUTH_ENDPOINT, SIGN_ENDPOINT } from './account-constants';
import type { AuthUser } from './auth-storage';

export interface SessionAnswer {
  sign: string;
  token: string;
  /** Seconds the token lives (the spec: refreshed after 900 × maxAge ms). */
  maxAge: number;
  user: AuthUser & { email: string };
}

/** An error the shopper can act on (the server's code), or no answer at all. */
export interface AuthFailure {
  code: string;
  message: string;
  retryAfter?: number;
}

export type AuthResult<T> = { ok: true; value: T } | { ok: false; error: AuthFailure };

interface ErrorBody {
  errors?: { message?: string; extensions?: { code?: string; retryAfter?: number } }[];
}

export async function call<T>(
  path: string,
  init: { body?: Record<string, unknown>; token?: string | null } = {},
): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${AUTH_ENDPOINT}${path}`, {
      method: init.body ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      // The market the shopper is in: the links of the mails a call sends lead back to it.
      ...(init.body ? { body: JSON.stringify({ marketId: currentMarketId(), ...init.body }) } : {}),
    });
  } catch {
    return { ok: false, error: { code: 'OFFLINE', message: '' } };
  }
  const body = (await res.json().catch(() => ({}))) as T & ErrorBody;
  if (res.ok) return { ok: true, value: body };
  const first = body.errors?.[0];
  return {
    ok: false,
    error: {
      code: first?.extensions?.code ?? 'GENERIC',
      message: first?.message ?? '',
      ...(first?.extensions?.retryAfter ? { retryAfter: first.extensions.retryAfter } : {}),
    },
  };
}

/** The sign endpoint's signature of the username (spec: GET {signEndpoint}{value}). */
async function signature(username: string): Promise<AuthResult<string>> {
  try {
    const res = await fetch(`${SIGN_ENDPOINT}${encodeURIComponent(username)}`, {
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { signature?: string };
    return body.signature
      ? { ok: true, value: body.signature }
      : { ok: false, error: { code: 'GENERIC', message: '' } };
  } catch {
    return { ok: false, error: { code: 'OFFLINE', message: '' } };
  }
}

export async function signedCall(
  path: 'login' | 'register',
  body: {
    username: string;
    password: string;
    sessionLifetime?: number;
    languageId: number;
    /** Registration: a business type with its organisation number and company name. */
    customerType?: string;
    organizationId?: string;
    companyName?: string;
  },
): Promise<AuthResult<SessionAnswer>> {
  const signed = await signature(body.username);
  if (!signed.ok) return signed;
  return call<SessionAnswer>(path, { body: { ...body, signature: signed.value } });
}

export const refreshCall = (token: string) => call<SessionAnswer>('login', { token });

export const logoutCall = (token: string | null) =>
  call<{ ok: true }>('logout', { body: {}, token });

export const passwordCall = (
  token: string,
  body: { password: string; newPassword: string; languageId: number },
) => call<SessionAnswer>('password', { body, token });

export const resetRequestCall = (body: { username: string; languageId: number }) =>
  call<{ ok: true }>('reset-request', { body });

/** Whether a mailed reset key still works (unused, not expired), without using it. */
export const resetCheckCall = (key: string) =>
  call<{ ok: boolean }>('reset-check', { body: { key } });

export const resetCall = (body: { key: string; newPassword: string; languageId: number }) =>
  call<SessionAnswer>('reset', { body });
