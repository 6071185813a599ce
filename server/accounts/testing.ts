// Helpers of the account tests: a client's password hash, and calls to the auth endpoints.
import { createHash } from 'node:crypto';

/** What the storefront sends for a password: SHA-384 of its salt and the password, hex. */
export const clientHash = (password: string): string =>
  createHash('sha384').update(`atvhuset-storefront:${password}`).digest('hex');

/** Cheap enough for tests (the production cost is tested on its own in password.test.ts). */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

export interface AuthAnswer {
  status: number;
  headers: Headers;
  cookies: string[];
  body: {
    token?: string;
    maxAge?: number;
    sign?: string;
    signature?: string;
    user?: { id: string; email: string; customerType: string };
    ok?: boolean;
    errors?: { message: string; extensions: { code: string; retryAfter?: number } }[];
  };
}

export async function authCall(
  url: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<AuthAnswer> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${url}/api/auth/${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    cookies: res.headers.getSetCookie(),
    body: text ? (JSON.parse(text) as AuthAnswer['body']) : {},
  };
}

/** Signs the username, then logs in (or registers) with the password. */
export async function signedCall(
  url: string,
  action: 'login' | 'register',
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const sign = await authCall(url, `sign/${encodeURIComponent(email)}`);
  return authCall(url, action, {
    body: {
      username: email,
      signature: sign.body.signature,
      password: clientHash(password),
      ...extra,
    },
    headers,
  });
}
