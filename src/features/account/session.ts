// The account flows of the client (login, register, password, logout), loaded with the account
// panel or at start when someone is logged in: on success the token is stored, its refresh
// scheduled (900 × maxAge ms), the cookies come with the answer, other tabs are told, and the
// Apollo caches are reset so every query is asked again as this customer (customer prices). Logout
// removes the token, tells the tabs and clears the caches and the worker's personal caches.
import { USER_MAXAGE_COOKIE } from '@/config/constants';
import { REMEMBER_ME_LIFETIME_MINUTES, SESSION_LIFETIME_MINUTES } from './account-constants';
import { clearApolloCaches } from '@/graphql/apollo-clients';
import { clearPersonalData } from '@/features/pwa/clear-personal-data';
import {
  logoutCall,
  passwordCall,
  refreshCall,
  resetCall,
  resetRequestCall,
  signedCall,
  type AuthResult,
  type SessionAnswer,
} from './auth-api';
import { broadcastAuth } from './auth-signals';
import { authChanged } from './auth-slice';
import {
  clearUserCookies,
  readCookie,
  readStoredAuth,
  readToken,
  writeToken,
} from './auth-storage';
import { hashPassword } from './password-hash';
import {
  mustRetryLogout,
  rememberPendingLogout,
  sendPendingLogoutsWhenOnline,
} from './pending-logout';
import { pushShopEvent } from '@/lib/analytics/push-event';

type Dispatch = (action: ReturnType<typeof authChanged>) => unknown;

export interface SessionContext {
  dispatch: Dispatch;
  languageId: number;
}

/** A network or server failure of a refresh: try again in a minute. */
const REFRESH_RETRY_MS = 60_000;

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** When a token issued for `maxAge` seconds and expiring at `exp` (s) is due for refresh. */
export function refreshDelayMs(exp: number, maxAge: number, now: number): number {
  const issuedAtMs = (exp - maxAge) * 1000;
  return Math.max(0, issuedAtMs + 900 * maxAge - now);
}

/** The expiry (Unix s) the token's signed payload names; null for anything unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[0] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

function schedule(context: SessionContext, token: string, maxAge: number): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  const exp = tokenExpiry(token);
  if (exp === null) return;
  refreshTimer = setTimeout(() => void refresh(context), refreshDelayMs(exp, maxAge, Date.now()));
}

async function refresh(context: SessionContext): Promise<void> {
  const token = readToken();
  if (!token) return;
  const answer = await refreshCall(token);
  if (answer.ok) {
    writeToken(answer.value.token);
    context.dispatch(authChanged(readStoredAuth()));
    schedule(context, answer.value.token, answer.value.maxAge);
    broadcastAuth('user');
  } else if (answer.error.code === 'UNAUTHENTICATED') {
    await endLocally(context);
  } else if (refreshTimer !== null || answer.error.code === 'OFFLINE') {
    refreshTimer = setTimeout(() => void refresh(context), REFRESH_RETRY_MS);
  }
}

/** A refused token's check is under way (checkRejectedToken). */
let checking = false;

/**
 * The server refused `token` on a request: if it is still this device's token, a refresh asks
 * the server, and a session it no longer knows (ended by a password change elsewhere, revoked,
 * expired) ends here too (the account pages then send the shopper to the index). One check at
 * a time; a refused refresh that is only offline tries again later. True when it ended the
 * session here (the shopper is then told why).
 */
export async function checkRejectedToken(context: SessionContext, token: string): Promise<boolean> {
  if (checking || readToken() !== token) return false;
  checking = true;
  try {
    await refresh(context);
    return readToken() === null;
  } finally {
    checking = false;
  }
}

/**
 * For a tab that starts logged in: schedules the refresh of the kept token, or ends a session
 * whose token has expired meanwhile.
 */
export function keepSessionFresh(context: SessionContext): void {
  const token = readToken();
  if (!token) return;
  const exp = tokenExpiry(token);
  if (exp === null || exp * 1000 <= Date.now()) {
    void endLocally(context);
    return;
  }
  const maxAge = Number(readCookie(USER_MAXAGE_COOKIE) ?? 0);
  schedule(context, token, maxAge > 0 ? maxAge : exp - Math.floor(Date.now() / 1000));
}

/**
 * The caches are reset before the store says who is logged in: the screen changes once, when
 * every query has been asked again as this customer, and the panel closes in the same turn.
 */
async function adopt(context: SessionContext, answer: SessionAnswer): Promise<void> {
  writeToken(answer.token);
  // Cache reset errors are only logged, as the spec says.
  await clearApolloCaches().catch((error: unknown) => console.warn(error));
  context.dispatch(
    authChanged(readStoredAuth() ?? { id: answer.user.id, customerType: answer.user.customerType }),
  );
  schedule(context, answer.token, answer.maxAge);
  broadcastAuth('login');
}

export async function endLocally(context: SessionContext): Promise<void> {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
  writeToken(null);
  clearUserCookies();
  // As at login: the caches first, then the screen changes and the panel closes in one turn.
  await clearPersonalData().catch((error: unknown) => console.warn(error));
  context.dispatch(authChanged(null));
  broadcastAuth('logout');
  pushShopEvent('user:logout', {});
}

export type Outcome = AuthResult<null>;
export const done = async (
  context: SessionContext,
  answer: AuthResult<SessionAnswer>,
): Promise<Outcome> => {
  if (!answer.ok) return answer;
  await adopt(context, answer.value);
  return { ok: true, value: null };
};

export async function login(
  context: SessionContext,
  input: { email: string; password: string; remember: boolean },
): Promise<Outcome> {
  const answer = await signedCall('login', {
    username: input.email.trim(),
    password: await hashPassword(input.password),
    sessionLifetime: input.remember ? REMEMBER_ME_LIFETIME_MINUTES : SESSION_LIFETIME_MINUTES,
    languageId: context.languageId,
  });
  return done(context, answer);
}

export async function register(
  context: SessionContext,
  input: {
    email: string;
    password: string;
    /** A business type from the channel's configuration, with its organisation and name. */
    business?: { customerType: string; organizationId: string; companyName: string } | null;
  },
): Promise<Outcome> {
  const answer = await signedCall('register', {
    username: input.email.trim(),
    password: await hashPassword(input.password),
    languageId: context.languageId,
    ...(input.business ?? {}),
  });
  return done(context, answer);
}

/**
 * Logs out here and on the server; the local part happens even when the server cannot be
 * reached, and then the session's token waits to be ended there once the device is online
 * (pending-logout.ts). True when the server has not heard it yet (the shopper is told).
 */
export async function logout(context: SessionContext): Promise<boolean> {
  const token = readToken();
  const answer = await logoutCall(token);
  const pending = token !== null && !answer.ok && mustRetryLogout(answer.error.code);
  // The call just failed: sent again when the device is next online, not at once.
  if (pending) {
    rememberPendingLogout(token);
    sendPendingLogoutsWhenOnline();
  }
  await endLocally(context);
  return pending;
}

/** The spec: a wrong current password logs the user out. */
export async function changePassword(
  context: SessionContext,
  input: { current: string; next: string },
): Promise<Outcome> {
  const token = readToken();
  if (!token) return { ok: false, error: { code: 'WRONG_PASSWORD_LOGGED_OUT', message: '' } };
  const answer = await passwordCall(token, {
    password: await hashPassword(input.current),
    newPassword: await hashPassword(input.next),
    languageId: context.languageId,
  });
  if (
    !answer.ok &&
    (answer.error.code === 'WRONG_PASSWORD_LOGGED_OUT' || answer.error.code === 'UNAUTHENTICATED')
  ) {
    await endLocally(context);
    return { ok: false, error: { ...answer.error, code: 'WRONG_PASSWORD_LOGGED_OUT' } };
  }
  return done(context, answer);
}

export async function requestReset(context: SessionContext, email: string): Promise<Outcome> {
  const answer = await resetRequestCall({ username: email.trim(), languageId: context.languageId });
  return answer.ok ? { ok: true, value: null } : answer;
}

export async function resetPassword(
  context: SessionContext,
  input: { key: string; password: string },
): Promise<Outcome> {
  const answer = await resetCall({
    key: input.key,
    newPassword: await hashPassword(input.password),
    languageId: context.languageId,
  });
  return done(context, answer);
}
