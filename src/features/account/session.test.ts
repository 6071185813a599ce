import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL } from '@/config/pwa';
import { forgetConsentForTests, saveConsent } from '@/lib/consent/consent-store';
import { authChanged } from './auth-slice';
import { readStoredAuth, readToken } from './auth-storage';
import { changePassword, login, logout, refreshDelayMs, tokenExpiry } from './session';
import { flushPendingLogouts } from './pending-logout';
import { hasPendingLogout, PENDING_LOGOUT_KEY } from '@/lib/storage/auth-token';

const payload = (claims: object) =>
  btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token as the server signs it (the client only reads its expiry). */
const tokenFor = (exp: number) => `${payload({ sid: 's', uid: 'u', exp })}.mac`;

interface Sent {
  url: string;
  init: RequestInit;
}

/** The auth endpoints as the server answers them; each login also sets the user cookies. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    sent.push({ url, init });
    if (url.startsWith('/api/auth/sign/'))
      return Promise.resolve(new Response(JSON.stringify({ signature: '1.sig' })));
    const name = url.replace('/api/auth/', '');
    const answer = answers[name] ?? { status: 404, body: {} };
    if (answer.status === 200 && name !== 'logout') {
      document.cookie = 'ralph-user=user-1; Path=/';
      document.cookie = 'ralph-user-maxage=1800; Path=/';
    }
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  return sent;
}

const session = (maxAge = 1800) => ({
  status: 200,
  body: {
    sign: 's',
    token: tokenFor(Math.floor(Date.now() / 1000) + maxAge),
    maxAge,
    user: { id: 'user-1', email: 'ola@example.test', customerType: 'PERSON' },
  },
});

let heard: unknown[] = [];
let listener: BroadcastChannel;
beforeEach(() => {
  heard = [];
  listener = new BroadcastChannel(AUTH_CHANNEL);
  listener.onmessage = (event: MessageEvent) => heard.push(event.data);
});
afterEach(() => {
  listener.close();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'ralph-user=; Path=/; Max-Age=0';
  document.cookie = 'ralph-user-maxage=; Path=/; Max-Age=0';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('token refresh (the spec: 900 × maxAge ms)', () => {
  it('is due 0.9 of the lifetime after the token was issued', () => {
    const now = 1_000_000_000_000;
    const exp = now / 1000 + 1800;
    expect(refreshDelayMs(exp, 1800, now)).toBe(1_620_000);
    expect(refreshDelayMs(exp, 1800, now + 1_700_000)).toBe(0);
    expect(tokenExpiry(tokenFor(exp))).toBe(exp);
    expect(tokenExpiry('nonsense')).toBeNull();
  });
});

describe('login and logout', () => {
  it('logs in with the hashed password and remember-me, keeps the token and tells the other tabs', async () => {
    const sent = fakeServer({ login: session(604800) });
    const actions: unknown[] = [];
    const result = await login(
      { dispatch: (action) => actions.push(action), languageId: 2 },
      { email: ' Ola@Example.test ', password: 'hemmelig1', remember: true },
    );
    expect(result).toEqual({ ok: true, value: null });
    const body = JSON.parse(sent[1]?.init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'Ola@Example.test',
      signature: '1.sig',
      sessionLifetime: 10080,
      languageId: 2,
    });
    expect(body.password).toMatch(/^[0-9a-f]{96}$/);
    expect(JSON.stringify(body)).not.toContain('hemmelig1');
    const exp = tokenExpiry(readToken() ?? '') ?? 0;
    expect(Math.abs(exp - (Date.now() / 1000 + 604800))).toBeLessThan(5);
    expect(actions).toContainEqual(authChanged({ id: 'user-1', customerType: 'PERSON' }));
    await flush();
    expect(heard).toContainEqual({ type: 'login' });
  });

  it('stays logged out on a wrong password, with the code to show', async () => {
    fakeServer({
      login: {
        status: 401,
        body: {
          errors: [
            { message: 'Feil e-post eller passord.', extensions: { code: 'WRONG_CREDENTIALS' } },
          ],
        },
      },
    });
    const result = await login(
      { dispatch: () => undefined, languageId: 1 },
      { email: 'ola@example.test', password: 'feil-feil', remember: false },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'WRONG_CREDENTIALS' } });
    expect(readToken()).toBeNull();
  });

  it('logs out: the token and the user cookie go, and every tab hears it', async () => {
    fakeServer({ login: session(), logout: { status: 200, body: { ok: true } } });
    const context = { dispatch: () => undefined, languageId: 1 };
    await login(context, { email: 'ola@example.test', password: 'hemmelig1', remember: false });
    expect(readStoredAuth()).toEqual({ id: 'user-1', customerType: 'PERSON' });
    await logout(context);
    expect(readToken()).toBeNull();
    expect(readStoredAuth()).toBeNull();
    await flush();
    expect(heard).toContainEqual({ type: 'logout' });
  });

  it('logs out offline: ends here at once, keeps the token for the server and ends it there once online', async () => {
    fakeServer({ login: session() });
    const context = { dispatch: () => undefined, languageId: 1 };
    await login(context, { email: 'ola@example.test', password: 'hemmelig1', remember: false });
    const token = readToken();
    // No network: fetch rejects.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await logout(context)).toBe(true);
    expect(readToken()).toBeNull();
    expect(readStoredAuth()).toBeNull();
    expect(hasPendingLogout()).toBe(true);
    // Still offline: it keeps waiting.
    await flushPendingLogouts();
    expect(JSON.parse(localStorage.getItem(PENDING_LOGOUT_KEY) ?? '[]')).toEqual([token]);
    // Online: the server ends that session (by its bearer token), and nothing waits any more.
    const sent = fakeServer({ logout: { status: 200, body: { ok: true } } });
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(
      sent.map((s) => [s.url, (s.init.headers as Record<string, string>).authorization]),
    ).toEqual([['/api/auth/logout', `Bearer ${token ?? ''}`]]);
    expect(hasPendingLogout()).toBe(false);
  });

  it('a logout the server answered is not kept (nor one it no longer knows)', async () => {
    fakeServer({
      login: session(),
      logout: { status: 401, body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } },
    });
    const context = { dispatch: () => undefined, languageId: 1 };
    await login(context, { email: 'ola@example.test', password: 'hemmelig1', remember: false });
    expect(await logout(context)).toBe(false);
    expect(hasPendingLogout()).toBe(false);
  });

  it('pushes user:logout on the data layer with statistics consent', async () => {
    saveConsent({ statistics: true, marketing: false });
    fakeServer({ login: session(), logout: { status: 200, body: { ok: true } } });
    const context = { dispatch: () => undefined, languageId: 1 };
    await login(context, { email: 'ola@example.test', password: 'hemmelig1', remember: false });
    await logout(context);
    expect(window.dataLayer?.map((entry) => entry['event'])).toEqual(['user:logout']);
    delete window.dataLayer;
    forgetConsentForTests();
  });

  it('a wrong current password when changing it logs the customer out', async () => {
    fakeServer({
      login: session(),
      password: {
        status: 401,
        body: { errors: [{ extensions: { code: 'WRONG_PASSWORD_LOGGED_OUT' } }] },
      },
    });
    const actions: unknown[] = [];
    const context = { dispatch: (action: unknown) => actions.push(action), languageId: 1 };
    await login(context, { email: 'ola@example.test', password: 'hemmelig1', remember: false });
    const result = await changePassword(context, { current: 'gjetting', next: 'nytt-passord' });
    expect(result).toMatchObject({ ok: false, error: { code: 'WRONG_PASSWORD_LOGGED_OUT' } });
    expect(readToken()).toBeNull();
    expect(actions.at(-1)).toEqual(authChanged(null));
  });
});
