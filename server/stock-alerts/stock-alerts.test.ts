import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from '../mail/mailer.js';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';
import { sendDueStockAlerts } from './restock-alerts.js';
import { MAX_WAITING_PER_ADDRESS } from './stock-alert-store.js';
import { signedCall, TEST_SCRYPT } from '../accounts/testing.js';

const EDITOR_TOKEN = 'stock-alert-test-editor-token-0123456789';
const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };

let app: TestApp;
let outbox: string;
const mailer = () => createMailer({ outboxDir: outbox, from: 'ATV-Huset <test@atv-huset.no>' });

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'stock-alerts-'));
  app = await startTestApp({
    ...MANY_SHOPPERS,
    editorToken: EDITOR_TOKEN,
    mailer: mailer(),
    publicUrl: 'https://shop.test',
    scrypt: TEST_SCRYPT,
  });
});
afterAll(async () => {
  await app.close();
  await rm(outbox, { recursive: true, force: true });
});

let counter = 0;
const newKey = () => `stock-alert-test-${++counter}-${Date.now()}`;

interface SignUpArgs {
  email: string;
  skuId?: number | null;
  packageId?: number | null;
  key?: string;
  languageId?: number;
  marketId?: number;
}

const SIGN_UP = `mutation S($email: String!, $skuId: Int, $packageId: Int, $key: String!, $languageId: Int, $marketId: Int) {
  signUpForStockAlert(email: $email, skuId: $skuId, packageId: $packageId, idempotencyKey: $key,
    languageId: $languageId, marketId: $marketId) { alreadySignedUp }
}`;

const signUp = (a: SignUpArgs, target: TestApp = app, headers: Record<string, string> = {}) =>
  target.gql<{ signUpForStockAlert: { alreadySignedUp: boolean } }>(
    SIGN_UP,
    {
      email: a.email,
      skuId: a.skuId ?? null,
      packageId: a.packageId ?? null,
      key: a.key ?? newKey(),
      languageId: a.languageId ?? 1,
      marketId: a.marketId ?? null,
    },
    headers,
  );

/** A logged-in account of `email` (its address confirmed when `confirmed`): its bearer header. */
async function accountOf(email: string, confirmed: boolean): Promise<Record<string, string>> {
  const answer = await signedCall(app.url, 'register', email, 'hemmelig-passord');
  expect(answer.status).toBe(200);
  if (confirmed)
    await app.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
  return { authorization: `Bearer ${answer.body.token ?? ''}` };
}

const setStock = (skuId: number, stock: number, headers: Record<string, string> = editor) =>
  app.gql<{ setStock: { skuId: number; stock: number; alertsSent: number } }>(
    'mutation R($skuId: Int!, $stock: Int!) { setStock(skuId: $skuId, stock: $stock) { skuId stock alertsSent } }',
    { skuId, stock },
    headers,
  );

/** Plain sizes (not a package's) that cannot be sold now, none used by another test. */
const used = new Set<number>();
async function soldOutSku(): Promise<number> {
  const rows = await app.db.query<{ id: number }>(
    `SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
      WHERE NOT p.is_package AND s.stock <= 0 AND s.supplier_stock <= 0 AND NOT s.oversellable
        AND NOT s.is_static AND NOT EXISTS (SELECT 1 FROM package_parts pp WHERE pp.part_product_id = p.id)
      ORDER BY s.id`,
  );
  const found = rows.find((row) => !used.has(row.id));
  if (!found) throw new Error('the seed has no sold-out size left');
  used.add(found.id);
  return found.id;
}

const waiting = (email: string) =>
  app.db.query<{ skuId: number | null; packageId: number | null; sent: boolean }>(
    `SELECT sku_id AS "skuId", package_id AS "packageId", sent_at IS NOT NULL AS sent
       FROM stock_alerts WHERE email = $1 ORDER BY id`,
    [email],
  );

const mailsTo = async (email: string) =>
  (await readOutbox(outbox)).filter((message) => message.to === email);

describe('signUpForStockAlert', () => {
  it('signs an address up once per size, trimmed and lower-cased', async () => {
    const skuId = await soldOutSku();
    const first = await signUp({ email: '  Kari.Nordmann@Example.COM ', skuId });
    expect(first.errors).toBeUndefined();
    expect(first.data?.signUpForStockAlert.alreadySignedUp).toBe(false);
    const again = await signUp({ email: 'kari.nordmann@example.com', skuId });
    expect(again.errors).toBeUndefined();
    expect(await waiting('kari.nordmann@example.com')).toEqual([
      { skuId, packageId: null, sent: false },
    ]);
    // Whether an address waits is not anyone's to learn: a stranger gets the first answer.
    expect(again.data?.signUpForStockAlert.alreadySignedUp).toBe(false);
    // Its owner, logged in with the address confirmed, is told (an unconfirmed account could
    // be anyone's who typed the address).
    const unconfirmed = await accountOf('kari.nordmann@example.com', false);
    const asUnconfirmed = await signUp(
      { email: 'kari.nordmann@example.com', skuId },
      app,
      unconfirmed,
    );
    expect(asUnconfirmed.data?.signUpForStockAlert.alreadySignedUp).toBe(false);
    await app.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [
      'kari.nordmann@example.com',
    ]);
    const asOwner = await signUp({ email: 'Kari.Nordmann@example.com', skuId }, app, unconfirmed);
    expect(asOwner.data?.signUpForStockAlert.alreadySignedUp).toBe(true);
    const other = await accountOf('ola@example.com', true);
    const asOther = await signUp({ email: 'kari.nordmann@example.com', skuId }, app, other);
    expect(asOther.data?.signUpForStockAlert.alreadySignedUp).toBe(false);
    expect(await waiting('kari.nordmann@example.com')).toHaveLength(1);
  });

  it('answers a replayed key with the first answer and stores one sign-up', async () => {
    const skuId = await soldOutSku();
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => signUp({ email: 'replay@example.com', skuId, key })),
    );
    expect(answers.map((a) => a.data?.signUpForStockAlert.alreadySignedUp)).toEqual([
      false,
      false,
      false,
    ]);
    expect(await waiting('replay@example.com')).toHaveLength(1);
    const reused = await signUp({ email: 'other@example.com', skuId, key });
    expect(reused.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it.each(['', 'ola', 'ola@', '@example.com', 'ola@example', 'ola nordmann@example.com'])(
    'refuses the address %j with EMAIL_INVALID in the shopper language, storing nothing',
    async (email) => {
      const skuId = await soldOutSku();
      const nb = await signUp({ email, skuId });
      expect(nb.data).toBeNull();
      expect(nb.errors?.[0]?.extensions?.code).toBe('EMAIL_INVALID');
      expect(nb.errors?.[0]?.message).toMatch(/gyldig e-postadresse/);
      const nn = await signUp({ email, skuId, languageId: 2 });
      expect(nn.errors?.[0]?.message).toMatch(/ei gyldig e-postadresse/);
      const [row] = await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM stock_alerts WHERE sku_id = $1',
        [skuId],
      );
      expect(row?.n).toBe(0);
    },
  );

  it('refuses an unknown size, a package id as a size, and no or two targets', async () => {
    expect(
      (await signUp({ email: 'a@example.com', skuId: 99_999_999 })).errors?.[0]?.extensions?.code,
    ).toBe('UNKNOWN_SKU');
    expect(
      (await signUp({ email: 'a@example.com', packageId: 1 })).errors?.[0]?.extensions?.code,
    ).toBe('UNKNOWN_PACKAGE');
    expect((await signUp({ email: 'a@example.com' })).errors?.[0]?.extensions?.code).toBe(
      'STOCK_ALERT_TARGET',
    );
    expect(
      (await signUp({ email: 'a@example.com', skuId: 1, packageId: 2 })).errors?.[0]?.extensions
        ?.code,
    ).toBe('STOCK_ALERT_TARGET');
    expect(
      (await signUp({ email: 'a@example.com', skuId: -3 })).errors?.[0]?.extensions?.code,
    ).toBe('STOCK_ALERT_TARGET');
    expect(await waiting('a@example.com')).toEqual([]);
  });

  it('refuses a size that can be bought now with NOT_SOLD_OUT', async () => {
    const [row] = await app.db.query<{ id: number }>(
      'SELECT id FROM skus WHERE stock > 5 ORDER BY id LIMIT 1',
    );
    const answer = await signUp({ email: 'instock@example.com', skuId: row?.id ?? 0 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_SOLD_OUT');
    expect(answer.errors?.[0]?.message).toBe('Denne varen er på lager og kan kjøpes nå.');
    expect(await waiting('instock@example.com')).toEqual([]);
  });

  it("lets one address wait for at most 20 sizes: each is a mail, and anyone can type a stranger's address", async () => {
    const email = 'many-waits@example.com';
    const skus: number[] = [];
    for (let i = 0; i <= MAX_WAITING_PER_ADDRESS; i++) skus.push(await soldOutSku());
    for (const skuId of skus.slice(0, MAX_WAITING_PER_ADDRESS))
      expect((await signUp({ email, skuId })).errors).toBeUndefined();
    const one = await signUp({ email, skuId: skus[MAX_WAITING_PER_ADDRESS] ?? 0, languageId: 2 });
    expect(one.errors?.[0]?.extensions?.code).toBe('STOCK_ALERT_LIMIT');
    expect(one.errors?.[0]?.message).toBe(
      'Denne e-postadressa ventar alt på 20 varer. Du får melding når dei er på lager att.',
    );
    expect(await waiting(email)).toHaveLength(MAX_WAITING_PER_ADDRESS);
    // The same inbox by a +tag (or in capitals) is the same address.
    const tagged = await signUp({
      email: 'Many-Waits+again@example.com',
      skuId: skus[MAX_WAITING_PER_ADDRESS] ?? 0,
    });
    expect(tagged.errors?.[0]?.extensions?.code).toBe('STOCK_ALERT_LIMIT');
    // A full inbox answers the limit for a size it waits for too: anyone who filled a stranger's
    // inbox with +tag sign-ups would otherwise read which products the stranger waits for.
    for (const skuId of [skus[0] ?? 0, skus[MAX_WAITING_PER_ADDRESS] ?? 0])
      expect((await signUp({ email, skuId })).errors?.[0]?.extensions?.code).toBe(
        'STOCK_ALERT_LIMIT',
      );
    // Under the cap, one it waits for answers as a first sign-up (alreadySignedUp is for its owner).
    await app.db.query('DELETE FROM stock_alerts WHERE email = $1 AND sku_id = $2', [
      email,
      skus[1] ?? 0,
    ]);
    const again = await signUp({ email, skuId: skus[0] ?? 0 });
    expect(again.errors).toBeUndefined();
    expect(again.data?.signUpForStockAlert.alreadySignedUp).toBe(false);
  });

  it('limits sign-ups per shopper (429 RATE_LIMITED with Retry-After)', async () => {
    const limited = await startTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, stockAlerts: { max: 2, windowSeconds: 3600 } },
    });
    try {
      const skuId = await soldOutSku();
      for (const n of [1, 2])
        expect(
          (await signUp({ email: `limit${n}@example.com`, skuId }, limited)).errors,
        ).toBeUndefined();
      const third = await signUp({ email: 'limit3@example.com', skuId }, limited);
      expect(third.status).toBe(429);
      expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('setStock and the back-in-stock mails', () => {
  it('is for editors only and checks its input', async () => {
    const skuId = await soldOutSku();
    const anonymous = await setStock(skuId, 5, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await setStock(skuId, -1)).errors?.[0]?.extensions?.code).toBe('INVALID_STOCK');
    expect((await setStock(skuId, 1.5)).errors?.length).toBe(1);
    expect((await setStock(99_999_999, 5)).errors?.[0]?.extensions?.code).toBe('UNKNOWN_SKU');
    const [row] = await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [
      skuId,
    ]);
    expect(row?.stock).toBeLessThanOrEqual(0);
  });

  it('mails each sign-up of a restocked size exactly once, in its language, and marks it sent', async () => {
    const restocked = await soldOutSku();
    const stillOut = await soldOutSku();
    await signUp({ email: 'one@example.com', skuId: restocked });
    await signUp({ email: 'two@example.com', skuId: restocked, languageId: 2 });
    // Made in Sverige: its mail leads to the shop in Sverige (/se), in its language.
    await signUp({ email: 'tre@example.com', skuId: restocked, languageId: 2, marketId: 2 });
    await signUp({ email: 'one@example.com', skuId: stillOut });

    const answer = await setStock(restocked, 4);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.setStock).toEqual({ skuId: restocked, stock: 4, alertsSent: 3 });
    // Again, and the passes housekeeping runs: nothing more.
    expect((await setStock(restocked, 6)).data?.setStock.alertsSent).toBe(0);
    expect(
      await sendDueStockAlerts(app.db, { mailer: mailer(), publicUrl: 'https://shop.test' }),
    ).toBe(0);

    const one = await mailsTo('one@example.com');
    expect(one).toHaveLength(1);
    expect(one[0]?.subject).toMatch(/^Nå er .+ på lager igjen$/);
    expect(one[0]?.text).toContain('https://shop.test/p/');
    const two = await mailsTo('two@example.com');
    expect(two).toHaveLength(1);
    expect(two[0]?.subject).toMatch(/^No er .+ på lager att$/);
    expect(two[0]?.text).toContain('https://shop.test/nn/p/');
    expect((await mailsTo('tre@example.com'))[0]?.text).toContain('https://shop.test/se/nn/p/');
    expect(await waiting('one@example.com')).toEqual([
      { skuId: restocked, packageId: null, sent: true },
      { skuId: stillOut, packageId: null, sent: false },
    ]);
    // Sent: the address may ask again for the next time it sells out.
    await setStock(restocked, 0);
    const next = await signUp({ email: 'one@example.com', skuId: restocked });
    expect(next.data?.signUpForStockAlert.alreadySignedUp).toBe(false);
  });

  it('sends once when two processes pass over the same restock at the same time', async () => {
    const skuId = await soldOutSku();
    const emails = ['race1@example.com', 'race2@example.com', 'race3@example.com'];
    for (const email of emails) await signUp({ email, skuId });
    // Restocked in the database (no pass yet), then two passes at once, as two instances would.
    await app.db.query('UPDATE skus SET stock = 3 WHERE id = $1', [skuId]);
    const mail = { mailer: mailer(), publicUrl: 'https://shop.test' };
    const sent = await Promise.all([
      sendDueStockAlerts(app.db, mail),
      sendDueStockAlerts(app.db, mail),
    ]);
    expect(sent[0] + sent[1]).toBe(3);
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('gives the claim back when the mail cannot be sent, and sends it on the next pass', async () => {
    const skuId = await soldOutSku();
    await signUp({ email: 'retry@example.com', skuId });
    await app.db.query('UPDATE skus SET stock = 2 WHERE id = $1', [skuId]);
    const failing = {
      mailer: { outbox: null, send: () => Promise.reject(new Error('SMTP down')) },
      publicUrl: 'https://shop.test',
    };
    expect(await sendDueStockAlerts(app.db, failing)).toBe(0);
    expect(
      await sendDueStockAlerts(app.db, { mailer: mailer(), publicUrl: 'https://shop.test' }),
    ).toBe(1);
    expect(await mailsTo('retry@example.com')).toHaveLength(1);
  });

  it('takes sign-ups for a sold-out package and mails them when its parts come back', async () => {
    const [pkg] = await app.db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_package ORDER BY id LIMIT 1',
    );
    const packageId = pkg?.id ?? 0;
    const parts = await app.db.query<{ skuId: number; position: number }>(
      `SELECT DISTINCT ON (pp.position) s.id AS "skuId", pp.position FROM package_parts pp
         JOIN skus s ON s.product_id = pp.part_product_id WHERE pp.package_id = $1
        ORDER BY pp.position, s.id`,
      [packageId],
    );
    await app.db.query(
      `UPDATE skus SET stock = 0, supplier_stock = 0, oversellable = false, is_static = false
        WHERE product_id IN (SELECT part_product_id FROM package_parts WHERE package_id = $1)`,
      [packageId],
    );
    const answer = await signUp({ email: 'package@example.com', packageId });
    expect(answer.errors).toBeUndefined();
    const [first, ...rest] = parts;
    if (!first) throw new Error('a package without parts');
    // One part back is not enough: the package still cannot be sold.
    expect((await setStock(first.skuId, 10)).data?.setStock.alertsSent).toBe(
      rest.length > 0 ? 0 : 1,
    );
    for (const part of rest) await setStock(part.skuId, 10);
    expect(await mailsTo('package@example.com')).toHaveLength(1);
    expect((await mailsTo('package@example.com'))[0]?.text).toContain('https://shop.test/pp/');
  });
});
