import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { Counter, DEFAULT_RATE_LIMITS, NO_RATE_LIMITS as UNLIMITED } from '../http/rate-limits.js';
import { createMailer, readOutbox } from '../mail/mailer.js';
import { purgeOldAuthRows, setRole } from './accounts-store.js';
import {
  ACCOUNT_MAILS_PER_RECIPIENT,
  ACCOUNT_WIDE_FACTOR,
  Accounts,
  RESET_MAILS_PER_WINDOW,
} from './accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { startAccountTestApp, type AccountTestApp } from '../testing/account-app.js';
import { authCall, clientHash, signedCall, TEST_SCRYPT } from './testing.js';

let shop: AccountTestApp;
let app: TestApp;
let outbox: string;
let counter = 0;
/** A new address per test: the per-account limits count per address. */
const newEmail = () => `kunde${++counter}.${Date.now()}@example.test`;

beforeAll(async () => {
  // Per-account limits as in production; the per-address one raised (every test is 127.0.0.1),
  // except in the test of that limit, which has an app of its own.
  shop = await startAccountTestApp('auth-outbox', {
    ...DEFAULT_RATE_LIMITS,
    authAddress: { max: 10_000, windowSeconds: 900 },
  });
  app = shop.app;
  outbox = shop.outbox;
});
afterAll(() => shop.close());

const me = (token: string | null, method = 'POST') =>
  fetch(`${app.url}/graphql`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key': DEFAULT_API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'POST'
      ? { body: JSON.stringify({ query: '{ me { id email customerType } }' }) }
      : {}),
  }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as {
      data?: { me: { id: string; email: string; customerType: string } | null };
      errors?: unknown[];
    },
  }));

/** `token` is no live session any more: `me` answers 401 UNAUTHENTICATED, not an account. */
async function expectEnded(token: string | null): Promise<void> {
  const answer = await me(token);
  expect(answer.status).toBe(401);
  expect(answer.body.data?.me ?? null).toBeNull();
  const errors = answer.body.errors as { extensions?: { code?: string } }[] | undefined;
  expect(errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
}

const cookie = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));

/** The mails to one address so far (sent after the answer: waited for a moment). */
async function mailsTo(email: string, count: number) {
  for (let i = 0; i < 50; i++) {
    const mails = (await readOutbox(outbox)).filter((m) => m.to === email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await readOutbox(outbox)).filter((m) => m.to === email);
}

describe('register and login', () => {
  it('knows an editor account by its role (npm run editor), and a customer by default', async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1');
    const login = async () =>
      (await signedCall(app.url, 'login', email, 'hemmelig1')).body.token ?? null;
    // The app's own Accounts reads the same table with the same secret.
    const accounts = new Accounts(app.db, {
      secret: 'a-test-secret-that-is-long-enough-for-hmac',
      mailer: createMailer({ outboxDir: outbox, from: 'test@example.test' }),
      publicUrl: 'https://shop.example.test',
      limits: { account: new Counter(UNLIMITED.auth), address: new Counter(UNLIMITED.authAddress) },
      scrypt: TEST_SCRYPT,
    });
    expect((await accounts.userOfToken(await login()))?.role).toBe('customer');
    expect(await setRole(app.db, email, 'editor')).toBe(true);
    expect((await accounts.userOfToken(await login()))?.role).toBe('editor');
    expect(await setRole(app.db, 'nobody@example.test', 'editor')).toBe(false);
  });

  it('registers: answers sign, token and maxAge, sets the spec cookies, stores only a slow hash', async () => {
    const email = newEmail();
    const answer = await signedCall(app.url, 'register', email, 'hemmelig1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.maxAge).toBe(1800);
    expect(answer.body.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(answer.body.sign).toMatch(/^\d+\.[\w-]+$/);
    expect(answer.body.user).toMatchObject({ email, customerType: 'PERSON' });
    // Cookies (the spec's names and lifetimes): SameSite=Lax, the token ones HttpOnly, not Secure
    // on http.
    const auth = cookie(answer.cookies, 'ralph-auth') ?? '';
    expect(auth).toMatch(/Max-Age=1800; SameSite=Lax; HttpOnly$/);
    expect(cookie(answer.cookies, 'apollo-token')).toMatch(
      /Max-Age=604800; SameSite=Lax; HttpOnly$/,
    );
    expect(cookie(answer.cookies, 'ralph-user')).toMatch(/Max-Age=1800; SameSite=Lax$/);
    expect(cookie(answer.cookies, 'ralph-user-maxage')).toMatch(/^ralph-user-maxage=1800;/);
    expect(cookie(answer.cookies, 'ralph-user-type')).toMatch(
      /^ralph-user-type=PERSON; .*Max-Age=31536000/,
    );
    for (const c of answer.cookies) expect(c).not.toMatch(/Secure/);
    const [row] = await app.db.query<{ passwordHash: string }>(
      'SELECT password_hash AS "passwordHash" FROM users WHERE email = $1',
      [email],
    );
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row?.passwordHash).not.toContain(clientHash('hemmelig1'));
    // The welcome notice, in Bokmål.
    const [mail] = await mailsTo(email, 1);
    expect(mail?.subject).toBe('Velkommen som kunde hos ATV-Huset');
    expect(mail?.raw).toMatch(/^Subject: Velkommen som kunde hos ATV-Huset$/m);
  });

  it('logs in with remember-me for 7 days, and GraphQL knows the account by its bearer token', async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1');
    const answer = await signedCall(app.url, 'login', email, 'hemmelig1', {
      sessionLifetime: 10080,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.maxAge).toBe(604800);
    expect(cookie(answer.cookies, 'ralph-user')).toMatch(/Max-Age=604800/);
    const known = await me(answer.body.token ?? null);
    expect(known.body.data?.me).toMatchObject({ email, customerType: 'PERSON' });
    const visitor = await me(null);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data?.me).toBeNull();
    expect(visitor.body.errors).toBeUndefined();
    // A forged token is no session: the sender learns it (and sees no account).
    const [payload = '', mac = ''] = (answer.body.token ?? '').split('.');
    await expectEnded(`${payload}.${mac.slice(0, -2)}AA`);
    // Personal: never over GET.
    const viaGet = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${answer.body.token}` },
    });
    expect(viaGet.status).toBe(405);
  });

  it('answers an unknown address exactly as a wrong password, in Bokmål and Nynorsk', async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1');
    const wrong = await signedCall(app.url, 'login', email, 'feil-passord');
    const unknown = await signedCall(app.url, 'login', newEmail(), 'hemmelig1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.errors?.[0]).toEqual({
      message: 'Feil e-post eller passord.',
      extensions: { code: 'WRONG_CREDENTIALS' },
    });
    expect(wrong.cookies).toEqual([]);
    const nn = await signedCall(app.url, 'login', email, 'feil', { languageId: 2 });
    expect(nn.body.errors?.[0]?.extensions.code).toBe('WRONG_CREDENTIALS');
  });

  it('refuses a second account for the same address (any case), changing nothing', async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1');
    const again = await signedCall(app.url, 'register', email.toUpperCase(), 'annet-passord', {
      languageId: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]).toEqual({
      message: 'Det finst alt ein konto med denne e-postadressa.',
      extensions: { code: 'ACCOUNT_EXISTS' },
    });
    // The first password still works, the second does not.
    expect((await signedCall(app.url, 'login', email, 'hemmelig1')).status).toBe(200);
    expect((await signedCall(app.url, 'login', email, 'annet-passord')).status).toBe(401);
  });

  it('refuses bad input with a clear code and no account', async () => {
    const sign = (await authCall(app.url, 'sign/ny%40example.test')).body.signature;
    const base = {
      username: 'ny@example.test',
      signature: sign,
      password: clientHash('hemmelig1'),
    };
    const cases: [unknown, number, string][] = [
      [{ ...base, username: 'ikke-en-adresse' }, 400, 'EMAIL_INVALID'],
      // What a mailer reads as a name, a comment or a list: its own mail to whoever is inside.
      [{ ...base, username: '0<victim@example.test>' }, 400, 'EMAIL_INVALID'],
      [{ ...base, username: '1,victim@example.test' }, 400, 'EMAIL_INVALID'],
      [{ ...base, username: 'victim(2)@example.test' }, 400, 'EMAIL_INVALID'],
      [{ ...base, username: 'ny\u202e@example.test' }, 400, 'EMAIL_INVALID'],
      [{ ...base, username: 42 }, 400, 'EMAIL_INVALID'],
      // The password itself, not its SHA-384: refused, never stored.
      [{ ...base, password: 'hemmelig1' }, 400, 'PASSWORD_INVALID'],
      [{ ...base, sessionLifetime: 0 }, 400, 'BAD_REQUEST'],
      [{ ...base, sessionLifetime: 10081 }, 400, 'BAD_REQUEST'],
      [{ ...base, signature: 'nonsense' }, 400, 'SIGNATURE_INVALID'],
      // A signature of another address.
      [{ ...base, username: 'annen@example.test' }, 400, 'SIGNATURE_INVALID'],
      [[1, 2], 400, 'BAD_REQUEST'],
      // A NUL character (PostgreSQL refuses it in text: a plain 500 before).
      [{ ...base, username: 'ny\u0000@example.test' }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await authCall(app.url, 'register', { body });
      expect([answer.status, answer.body.errors?.[0]?.extensions.code]).toEqual([status, code]);
    }
    const form = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=ny@example.test',
    });
    expect(form.status).toBe(415);
    const big = await authCall(app.url, 'login', { body: { username: 'x'.repeat(5000) } });
    expect(big.status).toBe(413);
    const get = await authCall(app.url, 'register');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await authCall(app.url, 'nothing-here')).status).toBe(404);
    expect((await authCall(app.url, `sign/${'x'.repeat(300)}`)).status).toBe(400);
    const [count] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'ny@example.test'",
    );
    expect(count?.n).toBe(0);
  });
});

describe('refresh, logout and password change', () => {
  it('refreshes a session for at most 30 days after its login, then asks for a new login', async () => {
    const email = newEmail();
    const token = (await signedCall(app.url, 'register', email, 'hemmelig1')).body.token ?? '';
    const refresh = () =>
      authCall(app.url, 'login', { headers: { authorization: `Bearer ${token}` } });
    const loggedInAgo = (interval: string) =>
      app.db.query(
        `UPDATE auth_sessions SET created_at = now() - $2::interval
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email, interval],
      );
    // Ten minutes before the cap: refreshed, its end not past the cap.
    await loggedInAgo('29 days 23 hours 50 minutes');
    const late = await refresh();
    expect(late.status).toBe(200);
    const [capped] = await app.db.query<{ minutesLeft: number }>(
      `SELECT (extract(epoch FROM expires_at - now()) / 60)::float8 AS "minutesLeft" FROM auth_sessions
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(capped?.minutesLeft).toBeLessThanOrEqual(10);
    // Past it: no refresh, however often the token was refreshed before.
    await loggedInAgo('30 days 1 minute');
    expect((await refresh()).status).toBe(401);
  });

  it('refreshes a live token by GET login with its bearer, never by the cookie alone, and logout revokes it', async () => {
    const email = newEmail();
    const login = await signedCall(app.url, 'register', email, 'hemmelig1');
    const token = login.body.token ?? '';
    // The cookie outlives a logout made offline: typed into the address bar by the next person
    // at the device, /api/auth/login must not hand out a token for it.
    const typed = await authCall(app.url, 'login', {
      headers: { cookie: `ralph-auth=${token}`, 'sec-fetch-site': 'none' },
    });
    expect([typed.status, typed.body.errors?.[0]?.extensions.code]).toEqual([
      401,
      'UNAUTHENTICATED',
    ]);
    expect(typed.body.token).toBeUndefined();
    const refreshed = await authCall(app.url, 'login', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.maxAge).toBe(1800);
    expect((await me(refreshed.body.token ?? null)).body.data?.me?.email).toBe(email);
    // A link on another site (a top-level GET, SameSite=Lax cookie sent) logs nobody out.
    const crossSite = await authCall(app.url, 'logout', {
      headers: { cookie: `ralph-auth=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect([crossSite.status, crossSite.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      'CROSS_SITE',
    ]);
    expect((await me(token)).body.data?.me?.email).toBe(email);
    // Nor does a GET that does not say where it comes from (an old browser's link, a script).
    const unsaid = await authCall(app.url, 'logout', {
      headers: { cookie: `ralph-auth=${token}` },
    });
    expect(unsaid.status).toBe(403);
    expect((await me(token)).body.data?.me?.email).toBe(email);
    const out = await authCall(app.url, 'logout', {
      body: {},
      headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBe(200);
    expect(cookie(out.cookies, 'ralph-auth')).toMatch(/^ralph-auth=; Path=\/; Max-Age=0/);
    expect(cookie(out.cookies, 'ralph-user')).toMatch(/Max-Age=0/);
    // One session: the refreshed token ends with it.
    await expectEnded(token);
    await expectEnded(refreshed.body.token ?? null);
    const again = await authCall(app.url, 'login', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(401);
    expect(again.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    // Logging out twice is fine (the shop's own GET, or a POST).
    const sameSite = { cookie: `ralph-auth=${token}`, 'sec-fetch-site': 'same-origin' };
    expect((await authCall(app.url, 'logout', { headers: sameSite })).status).toBe(200);
    expect(
      (await authCall(app.url, 'logout', { body: {}, headers: { cookie: `ralph-auth=${token}` } }))
        .status,
    ).toBe(200);
  });

  it('a wrong current password logs the session out; the right one ends every other session', async () => {
    const email = newEmail();
    const first = (await signedCall(app.url, 'register', email, 'hemmelig1')).body.token ?? '';
    const second = (await signedCall(app.url, 'login', email, 'hemmelig1')).body.token ?? '';
    const change = (token: string, current: string, next: string) =>
      authCall(app.url, 'password', {
        body: { password: clientHash(current), newPassword: clientHash(next), languageId: 2 },
        headers: { authorization: `Bearer ${token}` },
      });
    const wrong = await change(first, 'gjetting', 'nytt-passord');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]).toEqual({
      message: 'Feil noverande passord. Du er logga ut for sikkerheits skuld.',
      extensions: { code: 'WRONG_PASSWORD_LOGGED_OUT' },
    });
    expect(cookie(wrong.cookies, 'ralph-auth')).toMatch(/Max-Age=0/);
    await expectEnded(first);
    // The other session still stands, and changes the password.
    const right = await change(second, 'hemmelig1', 'nytt-passord');
    expect(right.status).toBe(200);
    await expectEnded(second);
    expect((await me(right.body.token ?? null)).body.data?.me?.email).toBe(email);
    expect((await signedCall(app.url, 'login', email, 'hemmelig1')).status).toBe(401);
    expect((await signedCall(app.url, 'login', email, 'nytt-passord')).status).toBe(200);
    const mails = await mailsTo(email, 2);
    expect(mails.map((m) => m.subject)).toContain('Passordet ditt er endra');
    // No token: 401, nothing changes.
    const anonymous = await authCall(app.url, 'password', {
      body: { password: clientHash('nytt-passord'), newPassword: clientHash('x1234567') },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('housekeeping', () => {
  it('deletes sessions and reset keys over for a day, and nothing live', async () => {
    const email = newEmail();
    const live = (await signedCall(app.url, 'register', email, 'hemmelig1')).body.token ?? null;
    await authCall(app.url, 'reset-request', { body: { username: email } });
    // The key is made after the answer: its mail says it exists.
    await mailsTo(email, 2);
    await signedCall(app.url, 'login', email, 'hemmelig1');
    const userOf = `(SELECT id FROM users WHERE email = '${email}')`;
    // One old session, one old key: over for more than a day.
    await app.db.query(
      `UPDATE auth_sessions SET expires_at = now() - interval '2 days'
        WHERE id = (SELECT id FROM auth_sessions WHERE user_id = ${userOf} ORDER BY created_at DESC LIMIT 1)`,
    );
    await app.db.query(
      `UPDATE password_reset_keys SET expires_at = now() - interval '2 days' WHERE user_id = ${userOf}`,
    );
    expect(await purgeOldAuthRows(app.db)).toBeGreaterThanOrEqual(2);
    const [left] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = ${userOf}`,
    );
    expect(left?.n).toBe(1);
    expect((await me(live)).body.data?.me?.email).toBe(email);
  });
});

describe('password reset', () => {
  const keyOf = (text: string) => /reset-password\?key=([\w-]+)/.exec(text)?.[1] ?? '';

  it("leads the mails' links back to the shopper's market (marketId 2: /se), default otherwise", async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1', { languageId: 2, marketId: 2 });
    await authCall(app.url, 'reset-request', { body: { username: email, marketId: 2 } });
    const mails = await mailsTo(email, 2);
    expect(mails.map((m) => m.text).join('\n')).toContain(
      'https://shop.example.test/se/nn/min-konto/innstillinger?verifyKey=',
    );
    expect(mails.map((m) => m.text).join('\n')).toContain(
      'https://shop.example.test/se/account/reset-password?key=',
    );
    // An id no market has, or not a number: the default market's pages, no segment.
    const other = newEmail();
    await signedCall(app.url, 'register', other, 'hemmelig1', { marketId: 999 });
    await authCall(app.url, 'reset-request', { body: { username: other, marketId: '../x' } });
    const plain = (await mailsTo(other, 2)).map((m) => m.text).join('\n');
    expect(plain).toContain('https://shop.example.test/min-konto/innstillinger?verifyKey=');
    expect(plain).toContain('https://shop.example.test/account/reset-password?key=');
  });

  it('mails a link with a key that works once, and answers an unknown address the same', async () => {
    const email = newEmail();
    const old = (await signedCall(app.url, 'register', email, 'hemmelig1')).body.token ?? '';
    const known = await authCall(app.url, 'reset-request', {
      body: { username: email, languageId: 2 },
    });
    const unknown = await authCall(app.url, 'reset-request', { body: { username: newEmail() } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    const mails = await mailsTo(email, 2);
    const mail = mails.find((m) => m.subject === 'Nytt passord hos ATV-Huset');
    expect(mail?.text).toContain('https://shop.example.test/nn/account/reset-password?key=');
    expect(mail?.html).toContain('Set nytt passord');
    const key = keyOf(mail?.text ?? '');
    // The page asks whether the key works as it opens: it does, and asking uses nothing.
    const check = (value: unknown) => authCall(app.url, 'reset-check', { body: { key: value } });
    expect((await check(key)).status).toBe(200);
    expect((await check(key)).status).toBe(200);
    expect((await check('x'.repeat(43))).status).toBe(410);
    expect((await check(42)).body.errors?.[0]?.extensions.code).toBe('RESET_KEY_EXPIRED');
    const reset = await authCall(app.url, 'reset', {
      body: { key, newPassword: clientHash('etter-reset') },
    });
    expect(reset.status).toBe(200);
    expect((await me(reset.body.token ?? null)).body.data?.me?.email).toBe(email);
    expect((await me(old)).body.data?.me).toBeNull();
    const twice = await authCall(app.url, 'reset', {
      body: { key, newPassword: clientHash('tredje-gang'), languageId: 2 },
    });
    expect(twice.status).toBe(410);
    // Used: the page says so as it opens.
    expect((await check(key)).status).toBe(410);
    expect(twice.body.errors?.[0]).toEqual({
      message: 'Lenkja har gått ut eller er alt brukt. Be om ei ny.',
      extensions: { code: 'RESET_KEY_EXPIRED' },
    });
    expect((await signedCall(app.url, 'login', email, 'etter-reset')).status).toBe(200);
    expect((await signedCall(app.url, 'login', email, 'tredje-gang')).status).toBe(401);
  });

  it('a reset or a password change uses up every link mailed before it', async () => {
    const email = newEmail();
    const token = (await signedCall(app.url, 'register', email, 'hemmelig1')).body.token ?? '';
    await authCall(app.url, 'reset-request', { body: { username: email } });
    await authCall(app.url, 'reset-request', { body: { username: email } });
    const keys = (await mailsTo(email, 3))
      .filter((m) => m.subject.startsWith('Nytt passord'))
      .map((m) => keyOf(m.text));
    expect(keys).toHaveLength(2);
    const reset = (key: string, password: string) =>
      authCall(app.url, 'reset', { body: { key, newPassword: clientHash(password) } });
    expect((await reset(keys[1] ?? '', 'ny-eier-1')).status).toBe(200);
    // The earlier mail's link no longer sets the password back.
    expect((await reset(keys[0] ?? '', 'gammel-lenke')).status).toBe(410);
    expect((await signedCall(app.url, 'login', email, 'ny-eier-1')).status).toBe(200);

    // A change while logged in does the same to a link asked for before it.
    await authCall(app.url, 'reset-request', { body: { username: email } });
    const later = (await mailsTo(email, 4)).filter((m) => m.subject.startsWith('Nytt passord'));
    const pending = keyOf(later.at(-1)?.text ?? '');
    const login = await signedCall(app.url, 'login', email, 'ny-eier-1');
    const changed = await authCall(app.url, 'password', {
      body: { password: clientHash('ny-eier-1'), newPassword: clientHash('ny-eier-2') },
      headers: { authorization: `Bearer ${login.body.token ?? token}` },
    });
    expect(changed.status).toBe(200);
    expect((await reset(pending, 'fra-lenken')).status).toBe(410);
  });

  it('a key asked for before an address change no longer opens the account, nor verifies the new address', async () => {
    // An attacker asks for a reset at their own address, moves the account to a victim's
    // (unverified), then used the key: the victim's address was marked verified and the guest
    // orders placed with it joined the attacker's account.
    const own = newEmail();
    const victim = newEmail();
    const token = (await signedCall(app.url, 'register', own, 'hemmelig1')).body.token ?? '';
    await authCall(app.url, 'reset-request', { body: { username: own } });
    const mail = (await mailsTo(own, 2)).find((m) => m.subject.startsWith('Nytt passord'));
    const moved = await authCall(app.url, 'email', {
      body: { password: clientHash('hemmelig1'), email: victim },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(moved.status).toBe(200);
    const reset = await authCall(app.url, 'reset', {
      body: { key: keyOf(mail?.text ?? ''), newPassword: clientHash('overtatt') },
    });
    expect(reset.status).toBe(410);
    expect(reset.body.errors?.[0]?.extensions.code).toBe('RESET_KEY_EXPIRED');
    const verified = await app.gql<{ me: { email: string; emailVerified: boolean } | null }>(
      '{ me { email emailVerified } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(verified.data?.me).toEqual({ email: victim, emailVerified: false });
    expect((await signedCall(app.url, 'login', victim, 'overtatt')).status).toBe(401);
    // A key asked for at the account's current address still works.
    await authCall(app.url, 'reset-request', { body: { username: victim } });
    const fresh = (await mailsTo(victim, 3)).find((m) => m.subject.startsWith('Nytt passord'));
    const ok = await authCall(app.url, 'reset', {
      body: { key: keyOf(fresh?.text ?? ''), newPassword: clientHash('riktig-eier') },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired key and leaves the password as it was', async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1');
    await authCall(app.url, 'reset-request', { body: { username: email } });
    const mail = (await mailsTo(email, 2)).find((m) => m.subject.startsWith('Nytt passord'));
    await app.db.query(
      `UPDATE password_reset_keys SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const late = await authCall(app.url, 'reset', {
      body: { key: keyOf(mail?.text ?? ''), newPassword: clientHash('for-sent') },
    });
    expect(late.status).toBe(410);
    expect(late.body.errors?.[0]?.message).toBe(
      'Lenken er utløpt eller allerede brukt. Be om en ny.',
    );
    expect((await signedCall(app.url, 'login', email, 'hemmelig1')).status).toBe(200);
    const bad = await authCall(app.url, 'reset-request', { body: { username: 'ikke-epost' } });
    expect([bad.status, bad.body.errors?.[0]?.extensions.code]).toEqual([400, 'EMAIL_INVALID']);
  });
});

describe('rate limits', () => {
  it('refuses the 11th login of one account in 15 minutes with 429 and a localised wait', async () => {
    const email = newEmail();
    await signedCall(app.url, 'register', email, 'hemmelig1');
    for (let i = 0; i < DEFAULT_RATE_LIMITS.auth.max; i++)
      expect((await signedCall(app.url, 'login', email, `feil${i}`)).status).toBe(401);
    // Even the right password: the account's attempts from this address are used up.
    const refused = await signedCall(app.url, 'login', email, 'hemmelig1', { languageId: 2 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^For mange forsøk på kort tid\. Prøv igjen om 1[45] minutt\.$/,
    );
    // Another account from the same address is not held back by it.
    const other = newEmail();
    expect((await signedCall(app.url, 'register', other, 'hemmelig1')).status).toBe(200);
  });

  it('one address guessing cannot lock the owner out of login or reset; many addresses together are bounded', async () => {
    const limited = await startTestApp({
      scrypt: TEST_SCRYPT,
      trustProxy: true,
      mailer: createMailer({ outboxDir: outbox, from: 'test@example.test' }),
      rateLimits: { ...DEFAULT_RATE_LIMITS, auth: { max: 2, windowSeconds: 900 } },
    });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const email = newEmail();
      const owner = from('198.51.100.10');
      expect(
        (await signedCall(limited.url, 'register', email, 'hemmelig1', {}, owner)).status,
      ).toBe(200);
      const attacker = from('203.0.113.66');
      const login = (password: string, headers: Record<string, string>) =>
        signedCall(limited.url, 'login', email, password, {}, headers);
      expect((await login('feil1', attacker)).status).toBe(401);
      expect((await login('feil2', attacker)).status).toBe(401);
      expect((await login('hemmelig1', attacker)).status).toBe(429);
      // The owner, elsewhere, with the right password.
      expect((await login('hemmelig1', owner)).status).toBe(200);

      // Reset: the attacker's requests run out for them, and the owner's is still answered;
      // the account gets three mails however many ask, and their keys work.
      const reset = (headers: Record<string, string>) =>
        authCall(limited.url, 'reset-request', { body: { username: email }, headers });
      expect((await reset(attacker)).status).toBe(202);
      expect((await reset(attacker)).status).toBe(202);
      expect((await reset(attacker)).status).toBe(429);
      expect((await reset(from('203.0.113.67'))).status).toBe(202);
      expect((await reset(from('203.0.113.68'))).status).toBe(202);
      expect((await reset(owner)).status).toBe(202);
      await mailsTo(email, 1 + RESET_MAILS_PER_WINDOW);
      // Time for any further mail to land, which would be one too many.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const resets = (await mailsTo(email, 99)).filter((m) => m.subject.startsWith('Nytt passord'));
      expect(resets).toHaveLength(RESET_MAILS_PER_WINDOW);
      const key = /reset-password\?key=([\w-]+)/.exec(resets[0]?.text ?? '')?.[1] ?? '';
      const done = await authCall(limited.url, 'reset', {
        body: { key, newPassword: clientHash('ny-eier-1') },
        headers: owner,
      });
      expect(done.status).toBe(200);

      // Guessing from as many addresses as the account-wide limit allows stops there.
      const other = newEmail();
      const made = await signedCall(limited.url, 'register', other, 'hemmelig1', {}, owner);
      const device = made.cookies.find((c) => c.startsWith('atvhuset-device='))?.split(';')[0];
      expect(device).toMatch(/^atvhuset-device=[\w-]+\.[\w-]+$/);
      const perAccount = 2 * ACCOUNT_WIDE_FACTOR;
      for (let i = 0; i < perAccount; i++) {
        const address = from(`192.0.2.${Math.floor(i / 2) + 1}`);
        const answer = await signedCall(limited.url, 'login', other, `feil${i}`, {}, address);
        expect(answer.status).toBe(401);
      }
      const beyond = await signedCall(limited.url, 'login', other, 'feil', {}, from('192.0.2.99'));
      expect(beyond.status).toBe(429);
      // The owner's browser, which has logged in before, is not held back by those guesses, on
      // any network; a device cookie of another account, or a forged one, is no help.
      const fresh = from('198.51.100.77');
      const withDevice = { ...fresh, cookie: device ?? '' };
      expect(
        (await signedCall(limited.url, 'login', other, 'hemmelig1', {}, withDevice)).status,
      ).toBe(200);
      const forged = { ...fresh, cookie: `atvhuset-device=${made.body.user?.id ?? ''}.AAAA` };
      expect((await signedCall(limited.url, 'login', other, 'hemmelig1', {}, forged)).status).toBe(
        429,
      );
      const foreign = { ...fresh, cookie: `atvhuset-device=${device?.split('=')[1] ?? ''}x` };
      expect((await signedCall(limited.url, 'login', other, 'hemmelig1', {}, foreign)).status).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });

  it('sends one address at most ten account mails a window, however they are caused', async () => {
    const limited = await startTestApp({
      scrypt: TEST_SCRYPT,
      trustProxy: true,
      mailer: createMailer({ outboxDir: outbox, from: 'test@example.test' }),
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    try {
      // Register a stranger's address and delete the account, again and again: a welcome and a
      // farewell each time.
      const victim = newEmail();
      for (let i = 0; i < 7; i++) {
        const from = { 'x-forwarded-for': `192.0.2.${String(100 + i)}` };
        const made = await signedCall(limited.url, 'register', victim, 'hemmelig1', {}, from);
        expect(made.status).toBe(200);
        const gone = await authCall(limited.url, 'delete', {
          body: { password: clientHash('hemmelig1') },
          headers: { ...from, authorization: `Bearer ${made.body.token ?? ''}` },
        });
        expect(gone.status).toBe(200);
      }
      await mailsTo(victim, ACCOUNT_MAILS_PER_RECIPIENT);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(victim, 99)).toHaveLength(ACCOUNT_MAILS_PER_RECIPIENT);
    } finally {
      await limited.close();
    }
  });

  it('limits reset-check per address, with the reset itself', async () => {
    const limited = await startTestApp({
      scrypt: TEST_SCRYPT,
      trustProxy: true,
      mailer: createMailer({ outboxDir: outbox, from: 'test@example.test' }),
      rateLimits: { ...DEFAULT_RATE_LIMITS, authAddress: { max: 2, windowSeconds: 900 } },
    });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.90' };
      const check = () =>
        authCall(limited.url, 'reset-check', { body: { key: 'k'.repeat(43) }, headers });
      expect((await check()).status).toBe(410);
      expect((await check()).status).toBe(410);
      const third = await check();
      expect([third.status, third.body.errors?.[0]?.extensions.code]).toEqual([
        429,
        'RATE_LIMITED',
      ]);
      const reset = await authCall(limited.url, 'reset', {
        body: { key: 'k'.repeat(43), newPassword: clientHash('nytt-passord') },
        headers,
      });
      expect(reset.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts per client address across accounts, and sets Secure cookies behind a TLS proxy', async () => {
    const limited = await startTestApp({
      scrypt: TEST_SCRYPT,
      trustProxy: true,
      mailer: createMailer({ outboxDir: outbox, from: 'test@example.test' }),
      rateLimits: { ...DEFAULT_RATE_LIMITS, authAddress: { max: 3, windowSeconds: 900 } },
    });
    try {
      const from = (address: string) => ({
        'x-forwarded-for': address,
        'x-forwarded-proto': 'https',
      });
      for (let i = 0; i < 3; i++) {
        const answer = await signedCall(
          limited.url,
          'register',
          newEmail(),
          'hemmelig1',
          {},
          from('203.0.113.7'),
        );
        expect(answer.status).toBe(200);
        for (const c of answer.cookies) expect(c).toMatch(/; Secure$/);
      }
      const fourth = await signedCall(
        limited.url,
        'register',
        newEmail(),
        'hemmelig1',
        {},
        from('203.0.113.7'),
      );
      expect(fourth.status).toBe(429);
      expect(fourth.body.errors?.[0]?.message).toMatch(
        /^For mange forsøk på kort tid\. Prøv igjen om/,
      );
      const elsewhere = await signedCall(
        limited.url,
        'register',
        newEmail(),
        'hemmelig1',
        {},
        from('198.51.100.2'),
      );
      expect(elsewhere.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
