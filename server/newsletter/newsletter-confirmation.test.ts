// The newsletter's double opt-in: a visitor's sign-up is pending and mails the address a link
// (once in ten minutes however often it is signed up); the link confirms it once, for a week;
// the logged-in account of a confirmed address is on the list at once, without a mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_RECIPIENT_DAY } from '../accounts/accounts.js';
import { signedCall } from '../accounts/testing.js';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from '../http/rate-limits.js';
import { readOutbox } from '../mail/mailer.js';
import { startAccountTestApp, type AccountTestApp } from '../testing/account-app.js';
import { listAddresses } from './newsletter-store.js';

let shop: AccountTestApp;
beforeAll(async () => {
  shop = await startAccountTestApp('newsletter-confirm', NO_RATE_LIMITS);
});
afterAll(() => shop.close());

let counter = 0;
const newKey = () => `newsletter-confirm-${++counter}-${Date.now()}`;

const subscribe = (
  email: string,
  options: { key?: string; languageId?: number; headers?: Record<string, string> } = {},
) =>
  shop.app.gql<{ subscribeToNewsletter: boolean }>(
    `mutation S($email: String!, $key: String!, $languageId: Int) {
       subscribeToNewsletter(email: $email, idempotencyKey: $key, languageId: $languageId)
     }`,
    { email, key: options.key ?? newKey(), languageId: options.languageId ?? 1 },
    options.headers ?? {},
  );

const confirm = (key: string, languageId = 1) =>
  shop.app.gql<{ confirmNewsletterSignUp: boolean }>(
    'mutation C($key: String!, $languageId: Int) { confirmNewsletterSignUp(key: $key, languageId: $languageId) }',
    { key, languageId },
  );

const mailsTo = async (email: string) =>
  (await readOutbox(shop.outbox)).filter((mail) => mail.to === email);

/** The key of the newest confirmation link mailed to `email`. */
async function mailedKey(email: string): Promise<{ key: string; link: string }> {
  const mail = (await mailsTo(email)).at(-1);
  const link = /https:\/\/\S+\/nyhetsbrev\/bekreft\?key=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No confirmation link to ${email}`);
  return { key: new URL(link).searchParams.get('key') ?? '', link };
}

const onTheList = async (email: string) =>
  [...(await listAddresses(shop.app.db, 1)), ...(await listAddresses(shop.app.db, 2))].includes(
    email,
  );

describe('the double opt-in', () => {
  it("keeps a visitor's sign-up pending and mails the address its link, once in ten minutes", async () => {
    const email = 'pending@example.com';
    const key = newKey();
    expect((await subscribe(email, { key })).data?.subscribeToNewsletter).toBe(true);
    expect(await onTheList(email)).toBe(false);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Bekreft påmeldingen til nyhetsbrevet');
    expect((await mailedKey(email)).link).toMatch(
      /^https:\/\/shop\.example\.test\/nyhetsbrev\/bekreft\?key=/,
    );
    // A replay of the key, another sign-up of the address: no second mail to a stranger.
    await subscribe(email, { key });
    await subscribe(email);
    expect(await mailsTo(email)).toHaveLength(1);
    // Ten minutes on, a new sign-up mails a new link (the newest works).
    await shop.app.db.query(
      `UPDATE newsletter_subscribers SET confirm_mailed_at = now() - interval '11 minutes'
        WHERE email = $1`,
      [email],
    );
    const old = await mailedKey(email);
    await subscribe(email, { languageId: 2 });
    expect(await mailsTo(email)).toHaveLength(2);
    const fresh = await mailedKey(email);
    expect(fresh.link).toMatch(/^https:\/\/shop\.example\.test\/nn\/nyhetsbrev\/bekreft\?key=/);
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Stadfest påmeldinga til nyheitsbrevet');
    expect((await confirm(old.key)).errors?.[0]?.extensions?.code).toBe('NEWSLETTER_KEY_INVALID');
    expect(await onTheList(email)).toBe(false);
  });

  it("mails one inbox no more than the shop's share, whatever +tags or dots name it", async () => {
    // victim+1@gmail.com, v.ictim+2@… are one inbox: each a pending address of its own, each
    // once in ten minutes, but together within the inbox's mails a day (ACCOUNT_MAILS_PER_RECIPIENT_DAY).
    const addresses = Array.from({ length: 26 }, (_, i) =>
      i % 2 === 0 ? `victim+${String(i)}@gmail.com` : `v.ictim+${String(i)}@googlemail.com`,
    );
    for (const email of addresses)
      expect((await subscribe(email)).data?.subscribeToNewsletter).toBe(true);
    const sent = (await readOutbox(shop.outbox)).filter((mail) => addresses.includes(mail.to));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(ACCOUNT_MAILS_PER_RECIPIENT_DAY);
    // Another inbox is not held back by it.
    await subscribe('someone.else@gmail.com');
    expect(await mailsTo('someone.else@gmail.com')).toHaveLength(1);
  });

  it('confirms with the mailed key once, within a week, and says so in the language', async () => {
    const email = 'confirms@example.com';
    await subscribe(email);
    const { key } = await mailedKey(email);
    const done = await confirm(key);
    expect(done.errors).toBeUndefined();
    expect(done.data?.confirmNewsletterSignUp).toBe(true);
    expect(await onTheList(email)).toBe(true);
    const again = await confirm(key, 2);
    expect(again.errors?.[0]?.extensions?.code).toBe('NEWSLETTER_KEY_INVALID');
    expect(again.errors?.[0]?.message).toBe(
      'Lenkja er brukt eller for gammal. Meld deg på igjen, så sender vi ei ny.',
    );
    // Signed up again once on the list: the same answer, no mail, still on it.
    expect((await subscribe(email)).data?.subscribeToNewsletter).toBe(true);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await onTheList(email)).toBe(true);

    const late = 'late@example.com';
    await subscribe(late);
    const lateKey = (await mailedKey(late)).key;
    await shop.app.db.query(
      `UPDATE newsletter_subscribers SET confirm_mailed_at = now() - interval '8 days'
        WHERE email = $1`,
      [late],
    );
    expect((await confirm(lateKey)).errors?.[0]?.extensions?.code).toBe('NEWSLETTER_KEY_INVALID');
    for (const bad of ['', 'short', 'x'.repeat(43), `${'a'.repeat(40)}<>`])
      expect((await confirm(bad)).errors?.[0]?.extensions?.code).toBe('NEWSLETTER_KEY_INVALID');
  });

  it('puts the logged-in account of its confirmed address on the list at once, without a mail', async () => {
    const register = async (email: string) => {
      const answer = await signedCall(shop.app.url, 'register', email, 'hemmelig-passord');
      return { authorization: `Bearer ${answer.body.token ?? ''}` };
    };
    const owner = 'owner@example.com';
    const headers = await register(owner);
    await shop.app.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [owner]);
    expect((await subscribe(owner, { headers })).data?.subscribeToNewsletter).toBe(true);
    expect(await onTheList(owner)).toBe(true);
    expect((await mailsTo(owner)).filter((mail) => mail.subject.includes('nyhetsbrev'))).toEqual(
      [],
    );

    // An account that has not confirmed the address may be anyone's: pending, and the link goes
    // to the address; once the account confirms the address, its own sign-up is on the list.
    const unproved = 'unproved@example.com';
    const theirs = await register(unproved);
    await subscribe(unproved, { headers: theirs });
    expect(await onTheList(unproved)).toBe(false);
    expect((await mailsTo(unproved)).some((mail) => mail.subject.includes('nyhetsbrev'))).toBe(
      true,
    );
    await shop.app.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [
      unproved,
    ]);
    expect(await onTheList(unproved)).toBe(true);
  });
});

describe('confirmNewsletterSignUp', () => {
  it('counts its tries against the newsletter limit per shopper: guessing keys gets 429', async () => {
    const limited = await startAccountTestApp('newsletter-confirm-limit', DEFAULT_RATE_LIMITS);
    try {
      const codes: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await limited.app.gql<{ confirmNewsletterSignUp: boolean }>(
          'mutation C($key: String!) { confirmNewsletterSignUp(key: $key) }',
          { key: `${'k'.repeat(40)}${String(i)}` },
        );
        codes.push(answer.errors?.[0]?.extensions?.code);
      }
      expect(codes.slice(0, 5)).toEqual(Array(5).fill('NEWSLETTER_KEY_INVALID'));
      expect(codes[5]).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
