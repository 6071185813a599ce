// The account pages' own calls (issue 15), loaded with them and not with the account panel: a
// new e-mail address, confirming it, deleting the account, and a login token from an account
// page's address.
import { API_KEY, GRAPHQL_URI } from '@/config/constants';
import { call, refreshCall, type SessionAnswer } from './auth-api';
import { readToken } from './auth-storage';
import { hashPassword } from './password-hash';
import { done, endLocally, type Outcome, type SessionContext } from './session';

/** A new e-mail address for the account (the current password proves it is the holder). */
const emailCall = (token: string, body: { password: string; email: string; languageId: number }) =>
  call<SessionAnswer>('email', { body, token });

/** Deletes the account (the current password proves it is the holder); the cookies go too. */
const deleteCall = (token: string, body: { password: string; languageId: number }) =>
  call<{ ok: true }>('delete', { body, token });

/**
 * Confirms the account's address with a mail's key (a POST from the settings page while logged
 * in: following the link alone proves nothing). 'verified' when it counted; 'refused' when the
 * key is used, expired or not this account's; 'failed' when the shop could not be asked.
 */
export async function confirmEmail(
  key: string,
  languageId: number,
): Promise<'verified' | 'refused' | 'failed'> {
  const token = readToken();
  if (!token) return 'failed';
  const answer = await call<{ ok: true }>('verify-email', { body: { key, languageId }, token });
  if (answer.ok) return 'verified';
  return answer.error.code === 'VERIFY_KEY_EXPIRED' ? 'refused' : 'failed';
}

/** A new e-mail address: the session stays, the Apollo caches are asked again. */
export async function changeEmail(
  context: SessionContext,
  input: { email: string; password: string },
): Promise<Outcome> {
  const token = readToken();
  if (!token) return { ok: false, error: { code: 'UNAUTHENTICATED', message: '' } };
  const answer = await emailCall(token, {
    email: input.email.trim(),
    password: await hashPassword(input.password),
    languageId: context.languageId,
  });
  if (!answer.ok && answer.error.code === 'UNAUTHENTICATED') await endLocally(context);
  return done(context, answer);
}

/**
 * Deletes the account (the current password again): on success this device is logged out like
 * at logout, and the other tabs follow; the server has ended every other session.
 */
export async function deleteAccount(context: SessionContext, password: string): Promise<Outcome> {
  const token = readToken();
  if (!token) return { ok: false, error: { code: 'UNAUTHENTICATED', message: '' } };
  const answer = await deleteCall(token, {
    password: await hashPassword(password),
    languageId: context.languageId,
  });
  if (!answer.ok) {
    if (answer.error.code === 'UNAUTHENTICATED') await endLocally(context);
    return answer;
  }
  await endLocally(context);
  return { ok: true, value: null };
}

/**
 * Whose account a login token from an address opens (its e-mail), asked without logging in (a
 * bearer GraphQL read, no cookies set); null when the server does not count the token.
 */
export async function loginTokenEmail(token: string): Promise<string | null> {
  try {
    const res = await fetch(GRAPHQL_URI, {
      method: 'POST',
      credentials: 'omit',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName: 'LoginTokenAccount', query: LOGIN_TOKEN_ACCOUNT }),
    });
    const body = (await res.json()) as { data?: { me?: { email?: unknown } | null } };
    const email = body.data?.me?.email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

const LOGIN_TOKEN_ACCOUNT = 'query LoginTokenAccount { me { email } }';

/**
 * A login token from an account page's address (`?loginToken=`), once the visitor has said yes
 * to the account it names: adopted as this device's login when the server still counts it (a
 * refresh answers a fresh token of its session).
 */
export async function adoptLoginToken(context: SessionContext, token: string): Promise<Outcome> {
  return done(context, await refreshCall(token));
}
