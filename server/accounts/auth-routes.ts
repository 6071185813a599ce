// The spec's REST auth endpoints: {authEndpoint} = /api/auth/ with login, register,
// password and logout, the sign endpoint GET /api/auth/sign/{value}, and the reset pair
// reset-request, reset-check (POST {key}: does a mailed key still work, without using it) and
// reset; email (change the address), delete (the account) and the mailed
// confirmation link GET verify-email?key=… (a 303 to the settings page). Answers are JSON, never stored (no-store); errors are shaped like
// GraphQL's ({ errors: [{ message, extensions: { code } }] }) with the message in the shopper's
// language (languageId 2: Nynorsk).
//
// Who may call: anyone for sign, login, register and reset-request (rate limited per address,
// RATE_LIMIT_AUTH_ADDRESS, and per account from one address, RATE_LIMIT_AUTH, so one address
// cannot lock an owner out; login and register also per account from all addresses at ten
// times that; a reset mails an account at most three times a window and no address gets more
// than ten account mails a window, silently, so nobody's requests refuse the owner's); the holder of a live token (ralph-auth
// cookie or Authorization: Bearer) for GET login (refresh), password, logout, and with the current
// password for email and delete (rate limited like login); the holder of a mailed link's key for
// reset-check, reset and verify-email. What it may cost: one scrypt hash at most per call (two for a
// password change), a body of at most 4 kB. Bad input: 400 with a code (EMAIL_INVALID,
// PASSWORD_INVALID, SIGNATURE_INVALID, BAD_REQUEST), 413, 415 for a POST that is not JSON, 405,
// 404; nothing changes. A marketId no market has (it names the market of the links in the
// mails a call sends) gets the default market's links.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHttps } from '../http/security.js';
import { sendJson } from '../http/send.js';
import { languageOf, type LanguageId } from '../i18n/language.js';
import { unsoundRequestText } from '../http/request-text.js';
import { AccountError, type Accounts, type Session } from './accounts.js';
import { TOKEN_COOKIE_SECONDS, userCookieSeconds } from './accounts-rules.js';
import { accountErrorText, type AccountErrorCode } from './accounts-texts.js';

export const AUTH_PATH = '/api/auth/';
const MAX_BODY_BYTES = 4096;

/** The spec's cookie names (their lifetimes: accounts-rules.ts). */
export const AUTH_COOKIES = {
  token: 'ralph-auth',
  user: 'ralph-user',
  userMaxAge: 'ralph-user-maxage',
  userType: 'ralph-user-type',
  apolloToken: 'apollo-token',
} as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A browser that has logged into an account (tokens.ts deviceProof); not one of the spec's. */
export const DEVICE_COOKIE = 'atvhuset-device';

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean, secure: boolean) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The session's cookies: the token (HttpOnly: scripts read their copy from local storage, the
 * spec's apollo-token) for as long as it lives, apollo-token 7 days, the user cookies 604800 s
 * with remember-me or 1800 s, the user type 365 days. Secure when the request came over TLS.
 */
export function sessionCookies(session: Session, secure: boolean): string[] {
  const userSeconds = userCookieSeconds(session.maxAge);
  return [
    // Kept through logout: the owner's login from this browser is not held back by others'
    // guesses at the account (accounts.ts login).
    cookie(DEVICE_COOKIE, session.device, YEAR_SECONDS, true, secure),
    cookie(AUTH_COOKIES.token, session.token, session.maxAge, true, secure),
    cookie(AUTH_COOKIES.apolloToken, session.token, TOKEN_COOKIE_SECONDS, true, secure),
    cookie(AUTH_COOKIES.user, session.user.id, userSeconds, false, secure),
    cookie(AUTH_COOKIES.userMaxAge, String(session.maxAge), userSeconds, false, secure),
    cookie(AUTH_COOKIES.userType, session.user.customerType, YEAR_SECONDS, false, secure),
  ];
}

/** Removes the auth cookies (logout, a refused token); the user type stays, as the spec says. */
export function clearedCookies(secure: boolean): string[] {
  return [
    AUTH_COOKIES.token,
    AUTH_COOKIES.apolloToken,
    AUTH_COOKIES.user,
    AUTH_COOKIES.userMaxAge,
  ].map((name) =>
    cookie(name, '', 0, name === AUTH_COOKIES.token || name === AUTH_COOKIES.apolloToken, secure),
  );
}

function readCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The request's token: the Authorization: Bearer header, which the app sends from its own
 * storage. The ralph-auth cookie counts only for `logout` (ending a session is never a harm):
 * the cookie outlives a logout made offline (a page cannot delete an HttpOnly cookie), and the
 * next person at that device could otherwise type /api/auth/login and get a fresh token.
 */
export function requestToken(req: IncomingMessage, route: string): string | null {
  const bearer = bearerToken(req.headers.authorization);
  return bearer ?? (route === 'logout' ? readCookie(req, AUTH_COOKIES.token) : null);
}

/** The token of an `Authorization: Bearer …` header (the spec: GraphQL sends a bearer token). */
export function bearerToken(header: string | string[] | undefined | null): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1] ?? null;
}

type Body = Record<string, unknown>;

/** The body as a JSON object; an AccountError for anything else. */
async function readJson(req: IncomingMessage): Promise<Body> {
  const type = req.headers['content-type'] ?? '';
  // Only JSON: a cross-site form cannot send it without a CORS preflight this route never allows.
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new AccountError('UNSUPPORTED_MEDIA_TYPE', 415);
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES)
    throw new AccountError('PAYLOAD_TOO_LARGE', 413);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) throw new AccountError('PAYLOAD_TOO_LARGE', 413);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  // A NUL character or runaway nesting (http/request-text.ts): no form sends them.
  if (unsoundRequestText(text)) throw new AccountError('BAD_REQUEST', 400, { field: 'body' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AccountError('BAD_REQUEST', 400, { field: 'body' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AccountError('BAD_REQUEST', 400, { field: 'body' });
  return body as Body;
}

const NO_STORE = { 'cache-control': 'no-store' };

export interface AuthRouteOptions {
  trustProxy: boolean;
  /** Who sent the request (http/client-address.ts): the key of the per-address limits. */
  clientOf: (req: IncomingMessage) => string;
  /**
   * The path segment of the market a body's marketId names (/se), null for the default market
   * or an id no market has: the links of the mails a call sends lead back to it.
   */
  marketSegmentOf?: (marketId: unknown) => Promise<string | null>;
}

export function authRoute(accounts: Accounts, options: AuthRouteOptions) {
  const methods: Record<string, readonly string[]> = {
    login: ['GET', 'POST'],
    logout: ['GET', 'POST'],
    register: ['POST'],
    password: ['POST'],
    'reset-request': ['POST'],
    'reset-check': ['POST'],
    'verify-email': ['POST'],
    reset: ['POST'],
    email: ['POST'],
    delete: ['POST'],
  };

  async function handle(
    req: IncomingMessage,
    url: URL,
    secure: boolean,
    language: (id: unknown) => void,
  ): Promise<{ status: number; value: unknown; cookies?: string[]; location?: string }> {
    const name = url.pathname.slice(AUTH_PATH.length);
    const method = req.method ?? 'GET';
    if (name.startsWith('sign/')) {
      if (method !== 'GET') throw new AccountError('METHOD_NOT_ALLOWED', 405, { allow: 'GET' });
      let value: string;
      try {
        value = decodeURIComponent(name.slice('sign/'.length));
      } catch {
        throw new AccountError('BAD_REQUEST', 400, { field: 'value' });
      }
      return { status: 200, value: { signature: accounts.sign(value) } };
    }
    if (name === 'verify-email' && method === 'GET') {
      // A confirmation link of an older mail: it verifies nothing by itself (a mail scanner
      // follows links), it leads to the settings page, which asks the logged-in account.
      const key = url.searchParams.get('key') ?? '';
      const prefix = Number(url.searchParams.get('languageId')) === 2 ? '/nn' : '';
      const query = /^[\w-]{1,64}$/.test(key) ? `verifyKey=${key}` : 'verified=0';
      return { status: 303, value: null, location: `${prefix}/min-konto/innstillinger?${query}` };
    }
    const allowed = methods[name];
    if (!allowed) throw new AccountError('NOT_FOUND', 404);
    if (!allowed.includes(method))
      throw new AccountError('METHOD_NOT_ALLOWED', 405, { allow: allowed.join(', ') });
    // A link on another site opens GET logout with the SameSite=Lax session cookie: a browser
    // marks such a request cross-site (Sec-Fetch-Site), and it ends no session. A GET logout
    // must say it is the shop's own (same-origin) or the shopper's typed address (none): a
    // browser too old to say (or a script) logs out by POST, which no link can send with the
    // cookie.
    const site = req.headers['sec-fetch-site'];
    if (
      name === 'logout' &&
      (site === 'cross-site' || (method === 'GET' && site !== 'same-origin' && site !== 'none'))
    )
      throw new AccountError('CROSS_SITE', 403);
    const body = method === 'POST' ? await readJson(req) : {};
    language(body.languageId);
    const languageId = languageOf(typeof body.languageId === 'number' ? body.languageId : null);
    const client = options.clientOf(req);
    const token = requestToken(req, name);
    const mailsLinks = name === 'register' || name === 'email' || name === 'reset-request';
    const marketSegment =
      mailsLinks && options.marketSegmentOf ? await options.marketSegmentOf(body.marketId) : null;
    const session = (s: Session) => ({
      status: 200,
      value: { sign: s.sign, token: s.token, maxAge: s.maxAge, user: s.user },
      cookies: sessionCookies(s, secure),
    });
    const credentials = {
      customerType: body.customerType,
      organizationId: body.organizationId,
      companyName: body.companyName,
      username: body.username,
      signature: body.signature,
      password: body.password,
      sessionLifetime: body.sessionLifetime,
      languageId,
      marketSegment,
      client,
      device: readCookie(req, DEVICE_COOKIE),
    };
    switch (name) {
      case 'login':
        // The spec: POST with credentials, else GET (a refresh of the token it holds).
        return session(
          method === 'POST' ? await accounts.login(credentials) : await accounts.refresh(token),
        );
      case 'register':
        return session(await accounts.register(credentials));
      case 'password':
        return session(
          await accounts.changePassword({
            token,
            password: body.password,
            newPassword: body.newPassword,
            languageId,
            client,
          }),
        );
      case 'logout':
        await accounts.logout(token);
        return { status: 200, value: { ok: true }, cookies: clearedCookies(secure) };
      case 'email':
        return session(
          await accounts.changeEmail({
            token,
            password: body.password,
            email: body.email,
            languageId,
            marketSegment,
            client,
          }),
        );
      case 'delete':
        await accounts.deleteAccount({ token, password: body.password, languageId, client });
        return { status: 200, value: { ok: true }, cookies: clearedCookies(secure) };
      case 'reset-request':
        accounts.requestReset({ username: body.username, languageId, marketSegment, client });
        return { status: 202, value: { ok: true } };
      case 'reset-check':
        await accounts.checkResetKey({ key: body.key, client });
        return { status: 200, value: { ok: true } };
      case 'verify-email':
        if (!(await accounts.verifyEmail({ key: body.key, token, client })))
          throw new AccountError('VERIFY_KEY_EXPIRED', 410);
        return { status: 200, value: { ok: true } };
      default:
        return session(
          await accounts.resetPassword({
            key: body.key,
            newPassword: body.newPassword,
            languageId,
            client,
          }),
        );
    }
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const secure = isHttps(req, options.trustProxy);
    const fromQuery = Number(url.searchParams.get('languageId'));
    let languageId: LanguageId = languageOf(fromQuery);
    try {
      const answer = await handle(req, url, secure, (id) => {
        if (typeof id === 'number') languageId = languageOf(id);
      });
      if (answer.cookies) res.setHeader('set-cookie', answer.cookies);
      if (answer.location) {
        res.writeHead(answer.status, { location: answer.location, ...NO_STORE });
        res.end();
        return;
      }
      await sendJson(req, res, answer.status, answer.value, NO_STORE);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      const headers: Record<string, string | string[]> = { ...NO_STORE };
      if (error.code === 'RATE_LIMITED') headers['retry-after'] = String(error.details.retryAfter);
      if (error.status === 405) headers.allow = String(error.details.allow);
      // A token that no longer counts, or a wrong current password: the cookies go too.
      if (error.code === 'UNAUTHENTICATED' || error.code === 'WRONG_PASSWORD_LOGGED_OUT')
        headers['set-cookie'] = clearedCookies(secure);
      if (error.status === 413) headers.connection = 'close';
      const code: AccountErrorCode = error.code;
      await sendJson(
        req,
        res,
        error.status,
        {
          errors: [
            {
              message: accountErrorText(code, error.details, languageId),
              extensions: { code, ...error.details },
            },
          ],
        },
        headers,
      );
    }
  };
}
