import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
});
afterAll(() => app.close());

let counter = 0;
const newKey = () => `newsletter-test-${++counter}-${Date.now()}`;

const subscribe = (email: string, idempotencyKey = newKey(), languageId?: number) =>
  app.gql<{ subscribeToNewsletter: boolean }>(
    `mutation S($email: String!, $key: String!, $languageId: Int) {
       subscribeToNewsletter(email: $email, idempotencyKey: $key, languageId: $languageId)
     }`,
    { email, key: idempotencyKey, languageId },
  );

const signUps = async (email: string) =>
  (
    await app.gql<{ newsletterTestSignUps: number }>(
      'query N($email: String!) { newsletterTestSignUps(email: $email) }',
      { email },
    )
  ).data?.newsletterTestSignUps;

const rows = (email: string) =>
  app.db.query<{ email: string; languageId: number; signUps: number }>(
    `SELECT email, language_id AS "languageId", sign_ups AS "signUps"
       FROM newsletter_subscribers WHERE email = $1`,
    [email],
  );

describe('subscribeToNewsletter', () => {
  it('subscribes an address once, trimmed and lower-cased, in the chosen language', async () => {
    const { data, errors } = await subscribe('  Ola.Nordmann@Example.COM ', newKey(), 2);
    expect(errors).toBeUndefined();
    expect(data?.subscribeToNewsletter).toBe(true);
    expect(await rows('ola.nordmann@example.com')).toEqual([
      { email: 'ola.nordmann@example.com', languageId: 2, signUps: 1 },
    ]);
  });

  it('answers a replayed key with the first result and changes nothing', async () => {
    const key = newKey();
    const first = await subscribe('replay@example.com', key);
    const again = await subscribe('replay@example.com', key);
    const concurrent = await Promise.all([1, 2, 3].map(() => subscribe('replay@example.com', key)));
    expect(first.data?.subscribeToNewsletter).toBe(true);
    expect(again.data?.subscribeToNewsletter).toBe(true);
    expect(concurrent.map((r) => r.data?.subscribeToNewsletter)).toEqual([true, true, true]);
    expect(await signUps('replay@example.com')).toBe(1);
  });

  it('takes the same address again under a new key without a second subscriber', async () => {
    await subscribe('twice@example.org');
    const second = await subscribe('TWICE@example.org');
    expect(second.data?.subscribeToNewsletter).toBe(true);
    const found = await rows('twice@example.org');
    expect(found).toHaveLength(1);
    expect(found[0]?.signUps).toBe(2);
  });

  it.each([
    '',
    'ola',
    'ola@',
    '@example.com',
    'ola@example',
    'ola nordmann@example.com',
    'a@b@c.no',
  ])('refuses %j with EMAIL_INVALID and stores nothing', async (email) => {
    const { data, errors } = await subscribe(email);
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('EMAIL_INVALID');
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1',
      [email.trim().toLowerCase()],
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a malformed idempotency key and a key used for another operation', async () => {
    const bad = await subscribe('key@example.com', 'short');
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_IDEMPOTENCY_KEY');
    const key = newKey();
    await subscribe('first@example.com', key);
    const reused = await subscribe('second@example.com', key);
    expect(reused.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await signUps('second@example.com')).toBe(0);
  });
});

describe('newsletterTestSignUps', () => {
  it('reads only addresses at reserved test domains', async () => {
    await subscribe('kari@atv-huset.no');
    const real = await app.gql('query { newsletterTestSignUps(email: "kari@atv-huset.no") }');
    expect(real.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await signUps('nobody@shop.test')).toBe(0);
  });
});
