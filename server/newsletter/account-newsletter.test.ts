// The account's newsletter setting is the newsletter list (issue 15): the footer's sign-up shows as
// ticked in the settings, the settings' box puts the address on the list and takes it off, the
// same save twice changes nothing, a changed e-mail address takes the subscription along, and a
// deleted account leaves the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../http/rate-limits.js';
import { authCall, clientHash, signedCall } from '../accounts/testing.js';
import type { TestApp } from '../testing/test-app.js';
import { startAccountTestApp, type AccountTestApp } from '../testing/account-app.js';

let shop: AccountTestApp;
let app: TestApp;
let counter = 0;
const newEmail = () => `nyhetsbrev${++counter}.${Date.now()}@example.test`;

beforeAll(async () => {
  shop = await startAccountTestApp('account-newsletter-outbox', NO_RATE_LIMITS);
  app = shop.app;
});
afterAll(() => shop.close());

async function register(email: string) {
  const answer = await signedCall(app.url, 'register', email, 'hemmelig1');
  expect(answer.status).toBe(200);
  return answer.body.token ?? '';
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SETTINGS = `mutation S($input: AccountSettingsInput!, $languageId: Int) {
  updateAccountSettings(input: $input, languageId: $languageId) { newsletter }
}`;

const settings = (newsletter: boolean) => ({
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: '',
  newsletter,
  addresses: [],
});

async function save(token: string, newsletter: boolean, languageId = 1) {
  const res = await app.gql<{ updateAccountSettings: { newsletter: boolean } }>(
    SETTINGS,
    { input: settings(newsletter), languageId },
    bearer(token),
  );
  expect(res.errors).toBeUndefined();
  return res.data?.updateAccountSettings.newsletter;
}

async function ticked(token: string) {
  const res = await app.gql<{ me: { newsletter: boolean } }>(
    '{ me { newsletter } }',
    {},
    bearer(token),
  );
  return res.data?.me.newsletter;
}

const rows = (email: string) =>
  app.db.query<{ languageId: number; signUps: number }>(
    `SELECT language_id AS "languageId", sign_ups AS "signUps"
       FROM newsletter_subscribers WHERE email = $1`,
    [email],
  );

const footerSignUp = (email: string, headers: Record<string, string> = {}) =>
  app.gql<{ subscribeToNewsletter: boolean }>(
    `mutation F($email: String!, $key: String!) {
       subscribeToNewsletter(email: $email, idempotencyKey: $key)
     }`,
    { email, key: `account-newsletter-${++counter}-${Date.now()}` },
    headers,
  );

/** The account proved its address (the link in the welcome e-mail). */
const verify = (email: string) =>
  app.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);

describe('the account newsletter setting is the newsletter list', () => {
  it('ticking puts the address on the list once, in the language of the save; unticking takes it off', async () => {
    const email = newEmail();
    const token = await register(email);
    expect(await ticked(token)).toBe(false);
    expect(await save(token, true, 2)).toBe(true);
    expect(await rows(email)).toEqual([{ languageId: 2, signUps: 1 }]);
    // The same save again (a double click, a replay): the same list, no second sign-up.
    expect(await save(token, true, 2)).toBe(true);
    expect(await rows(email)).toEqual([{ languageId: 2, signUps: 1 }]);
    expect(await ticked(token)).toBe(true);

    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([]);
    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([]);
    expect(await ticked(token)).toBe(false);
  });

  it('a sign-up through the footer with the account address shows as ticked, and unticking ends it', async () => {
    const email = newEmail();
    const token = await register(email);
    await verify(email);
    const signUp = await footerSignUp(email.toUpperCase());
    expect(signUp.data?.subscribeToNewsletter).toBe(true);
    expect(await ticked(token)).toBe(true);
    // Saving the other settings with the box still ticked keeps the footer's sign-up as it is.
    expect(await save(token, true)).toBe(true);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 1 }]);
    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([]);
  });

  it('a logged-in footer sign-up of the account address is the account’s before it is verified', async () => {
    const email = newEmail();
    const token = await register(email);
    expect((await footerSignUp(email, bearer(token))).data?.subscribeToNewsletter).toBe(true);
    expect(await ticked(token)).toBe(true);
    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([]);
  });

  it('an account with an address it has not proved neither sees nor ends its owner’s subscription', async () => {
    // The owner signed up in the footer; someone registers with the owner's address.
    const email = newEmail();
    await footerSignUp(email);
    const token = await register(email);
    expect(await ticked(token)).toBe(false);
    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 1 }]);
    // Ticking changes nothing of the owner's sign-up, and still shows nothing of it.
    expect(await save(token, true, 2)).toBe(false);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 1 }]);
    // Deleting the account or moving it to another address leaves the owner subscribed.
    const moved = await authCall(app.url, 'email', {
      body: { password: clientHash('hemmelig1'), email: newEmail() },
      headers: bearer(token),
    });
    expect(moved.status).toBe(200);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 1 }]);
    const other = newEmail();
    await footerSignUp(other);
    const second = await register(other);
    const deleted = await authCall(app.url, 'delete', {
      body: { password: clientHash('hemmelig1') },
      headers: bearer(second),
    });
    expect(deleted.status).toBe(200);
    expect(await rows(other)).toEqual([{ languageId: 1, signUps: 1 }]);
    // Once the address is proved, the subscription is the account's to see and end.
    const third = newEmail();
    await footerSignUp(third);
    const owner = await register(third);
    await verify(third);
    expect(await ticked(owner)).toBe(true);
  });

  it('an account that has not proved the address cannot end a sign-up the owner made after its own', async () => {
    // The attacker ticks the box first (the row is the account's), then the owner signs up.
    const email = newEmail();
    const token = await register(email);
    expect(await save(token, true)).toBe(true);
    await footerSignUp(email);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 2 }]);
    expect(await ticked(token)).toBe(false);
    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 2 }]);
    // Nor by signing up again itself from the footer, logged in.
    await footerSignUp(email, bearer(token));
    expect(await save(token, false)).toBe(false);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 3 }]);
    // Moving the account to another address leaves the owner's sign-up where it is.
    const moved = await authCall(app.url, 'email', {
      body: { password: clientHash('hemmelig1'), email: newEmail() },
      headers: bearer(token),
    });
    expect(moved.status).toBe(200);
    expect(await rows(email)).toEqual([{ languageId: 1, signUps: 3 }]);
  });

  it('stores a sign-up in a known market, whatever market and channel it names', async () => {
    const email = newEmail();
    const res = await app.gql(
      `mutation F($email: String!, $key: String!) {
         subscribeToNewsletter(email: $email, idempotencyKey: $key, channelId: 2147483647, marketId: -5)
       }`,
      { email, key: `account-newsletter-${++counter}-${Date.now()}` },
    );
    expect(res.errors).toBeUndefined();
    const [row] = await app.db.query<{ channelId: number; marketId: number }>(
      `SELECT channel_id AS "channelId", market_id AS "marketId"
         FROM newsletter_subscribers WHERE email = $1`,
      [email],
    );
    expect(row).toEqual({ channelId: 1, marketId: 1 });
  });

  it('refused settings change nothing on the list', async () => {
    const email = newEmail();
    const token = await register(email);
    const res = await app.gql(
      SETTINGS,
      { input: { ...settings(true), phone: '123' }, languageId: 2 },
      bearer(token),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toBe('Nokre felt er ikkje rett fylte ut.');
    expect(await rows(email)).toEqual([]);
  });

  it('a visitor cannot change anyone’s subscription', async () => {
    const res = await app.gql(SETTINGS, { input: settings(true) });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a changed e-mail address takes the subscription along', async () => {
    const email = newEmail();
    const token = await register(email);
    await save(token, true);
    const next = newEmail();
    const changed = await authCall(app.url, 'email', {
      body: { password: clientHash('hemmelig1'), email: next },
      headers: bearer(token),
    });
    expect(changed.status).toBe(200);
    expect(await rows(email)).toEqual([]);
    expect(await rows(next)).toEqual([{ languageId: 1, signUps: 1 }]);
    expect(await ticked(changed.body.token ?? token)).toBe(true);
  });

  it('a deleted account leaves the list', async () => {
    const email = newEmail();
    const token = await register(email);
    await save(token, true);
    const deleted = await authCall(app.url, 'delete', {
      body: { password: clientHash('hemmelig1') },
      headers: bearer(token),
    });
    expect(deleted.status).toBe(200);
    expect(await rows(email)).toEqual([]);
  });
});
