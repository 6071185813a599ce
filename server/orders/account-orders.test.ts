// The account pages' server side (issue 15) over HTTP, as the storefront calls it: an account's
// orders (placed logged in, guest orders once the address is verified), its settings, favourites
// on the server, balance, business registration and deleting the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/mailer.js';
import { NO_RATE_LIMITS } from '../http/rate-limits.js';
import { authCall, clientHash, signedCall } from '../accounts/testing.js';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { orderInput } from '../testing/order-helpers.js';
import type { TestApp } from '../testing/test-app.js';
import { startAccountTestApp, type AccountTestApp } from '../testing/account-app.js';
import { addCredit } from './account-balance-store.js';
import { MAX_REMOVALS_KEPT } from '../favourites/favourites-rules.js';

let shop: AccountTestApp;
let app: TestApp;
let outbox: string;
let counter = 0;
const newEmail = () => `konto${++counter}.${Date.now()}@example.test`;

beforeAll(async () => {
  shop = await startAccountTestApp('account-pages-outbox', NO_RATE_LIMITS);
  app = shop.app;
  outbox = shop.outbox;
});
afterAll(() => shop.close());

async function mailsTo(email: string, count: number) {
  for (let i = 0; i < 50; i++) {
    const mails = (await readOutbox(outbox)).filter((m) => m.to === email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await readOutbox(outbox)).filter((m) => m.to === email);
}

async function register(email: string, extra: Record<string, unknown> = {}) {
  const answer = await signedCall(app.url, 'register', email, 'hemmelig1', extra);
  expect(answer.status).toBe(200);
  return answer.body.token ?? '';
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface OrderPage {
  me: {
    orders: {
      totalCount: number;
      orders: { id: string; email: string; status: string; lines: { quantity: number }[] }[];
    };
  } | null;
}

const ORDERS = `{ me { orders(pageSize: 10) { totalCount orders { id email status lines { quantity } } } } }`;

async function placeWith(email: string, token?: string) {
  const sku = await pickSku(app.db, 's.stock > 50', counter % 5);
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
  if (!cart) throw new Error('no cart');
  const placed = await app.gql<{ placeOrder: { order: { id: string } } | null }>(
    `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
    { input: orderInput(cart.id, { email }) },
    token ? bearer(token) : {},
  );
  const id = placed.data?.placeOrder?.order.id;
  if (!id) throw new Error(JSON.stringify(placed.errors));
  return id;
}

describe('the account orders page', () => {
  it('lists the orders placed while logged in, and never another account’s', async () => {
    const email = newEmail();
    const token = await register(email);
    const mine = await placeWith('annen.adresse@example.test', token);
    const page = await app.gql<OrderPage>(ORDERS, {}, bearer(token));
    expect(page.data?.me?.orders.totalCount).toBe(1);
    expect(page.data?.me?.orders.orders[0]?.id).toBe(mine);
    expect(page.data?.me?.orders.orders[0]?.status).toBe('received');

    const other = await register(newEmail());
    const probe = await app.gql<{ me: { order: unknown } }>(
      `query Q($id: ID!) { me { order(id: $id) { id } } }`,
      { id: mine },
      bearer(other),
    );
    expect(probe.data?.me.order).toBeNull();
    const own = await app.gql<{ me: { order: { id: string } | null } }>(
      `query Q($id: ID!) { me { order(id: $id) { id lines { quantity } totals { total { incVat } } refunds { id } } } }`,
      { id: mine },
      bearer(token),
    );
    expect(own.data?.me.order?.id).toBe(mine);
    // A visitor has no `me`, so no orders at all.
    const visitor = await app.gql<OrderPage>(ORDERS);
    expect(visitor.data?.me).toBeNull();
  });

  it('does not list an attempt whose payment never went through, but a paid order the shop cancelled', async () => {
    const token = await register(newEmail());
    const declined = await placeWith('forsok@example.test', token);
    const paid = await placeWith('forsok@example.test', token);
    const refunded = await placeWith('forsok@example.test', token);
    await app.db.query(
      `UPDATE orders SET status = 'cancelled', payment_status = 'declined' WHERE id = $1`,
      [declined],
    );
    await app.db.query(`UPDATE orders SET payment_status = 'approved' WHERE id = $1`, [paid]);
    await app.db.query(
      `UPDATE orders SET status = 'cancelled', payment_status = 'approved' WHERE id = $1`,
      [refunded],
    );
    const page = await app.gql<OrderPage>(ORDERS, {}, bearer(token));
    expect(page.data?.me?.orders.totalCount).toBe(2);
    expect(page.data?.me?.orders.orders.map((o) => o.id).sort()).toEqual([paid, refunded].sort());
  });

  it('joins guest orders with the address only once the account proved it owns the address', async () => {
    const email = newEmail();
    const guestOrder = await placeWith(email);
    const token = await register(email);
    const before = await app.gql<OrderPage>(ORDERS, {}, bearer(token));
    expect(before.data?.me?.orders.totalCount).toBe(0);

    const [welcome] = await mailsTo(email, 1);
    const key = /https:\/\/shop\.example\.test\/min-konto\/innstillinger\?verifyKey=([\w-]+)/.exec(
      welcome?.text ?? '',
    )?.[1];
    expect(key).toBeDefined();
    const verify = (headers: Record<string, string>) =>
      authCall(app.url, 'verify-email', { body: { key }, headers });
    // Following the link proves nothing (a mail scanner does that); nor does a visitor's POST,
    // or another account's: only the account it was made for, logged in.
    const link = await fetch(`${app.url}/api/auth/verify-email?key=${key ?? ''}&languageId=1`, {
      redirect: 'manual',
    });
    expect(link.headers.get('location')).toBe(`/min-konto/innstillinger?verifyKey=${key ?? ''}`);
    expect((await verify({})).status).toBe(401);
    const stranger = await register(newEmail());
    expect((await verify(bearer(stranger))).status).toBe(410);
    expect((await app.gql<OrderPage>(ORDERS, {}, bearer(token))).data?.me?.orders.totalCount).toBe(
      0,
    );
    expect((await verify(bearer(token))).status).toBe(200);
    // A key works once.
    const again = await verify(bearer(token));
    expect([again.status, again.body.errors?.[0]?.extensions.code]).toEqual([
      410,
      'VERIFY_KEY_EXPIRED',
    ]);

    const after = await app.gql<OrderPage>(ORDERS, {}, bearer(token));
    expect(after.data?.me?.orders.orders.map((o) => o.id)).toEqual([guestOrder]);
  });

  it('refuses a made-up confirmation key, and an old link leads to the page that asks (nn too)', async () => {
    const res = await fetch(`${app.url}/api/auth/verify-email?key=${'A'.repeat(43)}&languageId=2`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `/nn/min-konto/innstillinger?verifyKey=${'A'.repeat(43)}`,
    );
    const bad = await fetch(`${app.url}/api/auth/verify-email?key=%3Cscript%3E&languageId=2`, {
      redirect: 'manual',
    });
    expect(bad.headers.get('location')).toBe('/nn/min-konto/innstillinger?verified=0');
    const token = await register(newEmail());
    const made = await authCall(app.url, 'verify-email', {
      body: { key: 'A'.repeat(43), languageId: 2 },
      headers: bearer(token),
    });
    expect(made.status).toBe(410);
    expect(made.body.errors?.[0]?.message).toMatch(/^Lenkja har gått ut/);
  });

  it('clamps the page size and answers the count', async () => {
    const token = await register(newEmail());
    const res = await app.gql<{ me: { orders: { pageSize: number; page: number } } }>(
      '{ me { orders(page: -3, pageSize: 1000) { pageSize page } } }',
      {},
      bearer(token),
    );
    expect(res.data?.me.orders).toEqual({ pageSize: 50, page: 1 });
  });
});

const SETTINGS = `mutation S($input: AccountSettingsInput!, $languageId: Int) {
  updateAccountSettings(input: $input, languageId: $languageId) {
    firstName lastName phone newsletter addresses { kind addressLine1 zip city } companyName
  }
}`;

describe('settings', () => {
  const input = {
    firstName: 'Ola',
    lastName: 'Nordmann',
    phone: '912 34 567',
    newsletter: true,
    addresses: [{ kind: 'billing', addressLine1: 'Storgata 1', zip: '0155', city: 'Oslo' }],
  };

  it('saves the fields, the same input twice leaving the same account', async () => {
    const token = await register(newEmail());
    for (let i = 0; i < 2; i++) {
      const res = await app.gql<{ updateAccountSettings: Record<string, unknown> }>(
        SETTINGS,
        { input },
        bearer(token),
      );
      expect(res.data?.updateAccountSettings).toEqual({
        firstName: 'Ola',
        lastName: 'Nordmann',
        phone: '+4791234567',
        newsletter: true,
        addresses: [{ kind: 'billing', addressLine1: 'Storgata 1', zip: '0155', city: 'Oslo' }],
        companyName: null,
      });
    }
  });

  it('refuses bad fields all at once in Bokmål and Nynorsk, saving nothing', async () => {
    const token = await register(newEmail());
    const bad = {
      ...input,
      phone: '123',
      firstName: 'x'.repeat(101),
      addresses: [{ kind: 'billing', addressLine1: '', zip: '12', city: 'Oslo' }],
    };
    for (const [languageId, text] of [
      [1, 'Noen felt er ikke riktig utfylt.'],
      [2, 'Nokre felt er ikkje rett fylte ut.'],
    ] as const) {
      const res = await app.gql(SETTINGS, { input: bad, languageId }, bearer(token));
      expect(res.errors?.[0]?.message).toBe(text);
      expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(res.errors?.[0]?.extensions?.fields).toEqual([
        { field: 'firstName', code: 'TOO_LONG' },
        { field: 'phone', code: 'INVALID_MOBILE' },
        { field: 'addresses.billing.addressLine1', code: 'REQUIRED' },
        { field: 'addresses.billing.zip', code: 'INVALID_ZIP' },
      ]);
    }
    const me = await app.gql<{ me: { firstName: string } }>(
      '{ me { firstName } }',
      {},
      bearer(token),
    );
    expect(me.data?.me.firstName).toBe('');
  });

  it('answers UNAUTHENTICATED to a visitor', async () => {
    const res = await app.gql(SETTINGS, { input });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the e-mail address with the current password only, unverified again', async () => {
    const email = newEmail();
    const token = await register(email);
    const wrong = await authCall(app.url, 'email', {
      body: { password: clientHash('feil-passord'), email: newEmail() },
      headers: bearer(token),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]?.extensions.code).toBe('WRONG_PASSWORD');
    const next = newEmail();
    const ok = await authCall(app.url, 'email', {
      body: { password: clientHash('hemmelig1'), email: next },
      headers: bearer(token),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user?.email).toBe(next);
    const mails = await mailsTo(next, 1);
    expect(mails[0]?.text).toContain('/min-konto/innstillinger?verifyKey=');
  });
});

describe('business accounts', () => {
  it('register with an organisation number (MOD11) and company name, as COMPANY', async () => {
    const email = newEmail();
    const bad = await signedCall(app.url, 'register', email, 'hemmelig1', {
      customerType: 'COMPANY',
      organizationId: '923609017',
      companyName: 'Firma AS',
      languageId: 2,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.extensions.code).toBe('ORGANIZATION_ID_INVALID');
    expect(bad.body.errors?.[0]?.message).toBe(
      'Organisasjonsnummeret må ha 9 siffer og vere gyldig.',
    );
    const noName = await signedCall(app.url, 'register', email, 'hemmelig1', {
      customerType: 'COMPANY',
      organizationId: '923609016',
    });
    expect(noName.body.errors?.[0]?.extensions.code).toBe('COMPANY_NAME_INVALID');
    const unknownType = await signedCall(app.url, 'register', email, 'hemmelig1', {
      customerType: 'EDITOR',
    });
    expect(unknownType.body.errors?.[0]?.extensions.code).toBe('CUSTOMER_TYPE_INVALID');

    const ok = await signedCall(app.url, 'register', email, 'hemmelig1', {
      customerType: 'COMPANY',
      organizationId: '923 609 016',
      companyName: 'Firma AS',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user?.customerType).toBe('COMPANY');
    expect(ok.cookies.find((c) => c.startsWith('ralph-user-type='))).toContain('COMPANY');
    const me = await app.gql<{ me: Record<string, unknown> }>(
      '{ me { customerType organizationId companyName } }',
      {},
      bearer(ok.body.token ?? ''),
    );
    expect(me.data?.me).toEqual({
      customerType: 'COMPANY',
      organizationId: '923609016',
      companyName: 'Firma AS',
    });
  });
});

const SYNC = `mutation F($changes: [FavouriteChangeInput!]!) {
  syncFavourites(changes: $changes) { favouriteProductIds }
}`;

describe('favourites on the server', () => {
  it('adds and removes idempotently, the newest change of a product winning', async () => {
    const token = await register(newEmail());
    const sync = async (changes: unknown[]) =>
      (
        await app.gql<{ syncFavourites: { favouriteProductIds: number[] } }>(
          SYNC,
          { changes },
          bearer(token),
        )
      ).data?.syncFavourites.favouriteProductIds;
    const t = Date.now() - 10_000;
    expect(await sync([{ productId: 5, kind: 'add', changedAt: t }])).toEqual([5]);
    expect(await sync([{ productId: 5, kind: 'add', changedAt: t }])).toEqual([5]);
    expect(
      await sync([
        { productId: 7, kind: 'add', changedAt: t + 1 },
        { productId: 5, kind: 'remove', changedAt: t + 2 },
      ]),
    ).toEqual([7]);
    // A late replay of the older add does not bring 5 back.
    expect(await sync([{ productId: 5, kind: 'add', changedAt: t }])).toEqual([7]);
    expect(await sync([{ productId: 5, kind: 'remove', changedAt: t + 3 }])).toEqual([7]);
  });

  it('refuses too many changes and bad ids, and visitors', async () => {
    const token = await register(newEmail());
    const many = Array.from({ length: 101 }, (_, i) => ({
      productId: i + 1,
      kind: 'add',
      changedAt: 1,
    }));
    const res = await app.gql(SYNC, { changes: many }, bearer(token));
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const zero = await app.gql(
      SYNC,
      { changes: [{ productId: 0, kind: 'add', changedAt: 1 }] },
      bearer(token),
    );
    expect(zero.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const visitor = await app.gql(SYNC, { changes: [] });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores only products the shop has, and a bounded number of removals', async () => {
    const email = newEmail();
    const token = await register(email);
    const [user] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const rows = async () =>
      (
        await app.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM user_favourites WHERE user_id = $1',
          [user?.id],
        )
      )[0]?.n;
    const madeUp = await app.gql<{ syncFavourites: { favouriteProductIds: number[] } }>(
      SYNC,
      { changes: [{ productId: 2_000_000_001, kind: 'add', changedAt: Date.now() }] },
      bearer(token),
    );
    expect(madeUp.data?.syncFavourites.favouriteProductIds).toEqual([]);
    expect(await rows()).toBe(0);

    // Adds and removes of more products than the removals kept: the oldest removals go.
    const ids = (
      await app.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT $1', [
        MAX_REMOVALS_KEPT + 100,
      ])
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(MAX_REMOVALS_KEPT);
    const t = Date.now() - 60_000;
    for (let from = 0; from < ids.length; from += 100) {
      const batch = ids.slice(from, from + 100);
      await app.gql(
        SYNC,
        { changes: batch.map((productId) => ({ productId, kind: 'add', changedAt: t + from })) },
        bearer(token),
      );
      await app.gql(
        SYNC,
        {
          changes: batch.map((productId) => ({
            productId,
            kind: 'remove',
            changedAt: t + from + 1,
          })),
        },
        bearer(token),
      );
    }
    expect(await rows()).toBe(MAX_REMOVALS_KEPT);
  });
});

describe('balance', () => {
  it('shows store credit with its movements', async () => {
    const email = newEmail();
    const token = await register(email);
    const [user] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    await addCredit(app.db, user?.id ?? '', 25000, 'Retur');
    await addCredit(app.db, user?.id ?? '', -5000, 'Brukt');
    const res = await app.gql<{
      me: { balance: { storeCredit: number; creditMovements: { amount: number }[] } };
    }>(
      '{ me { balance { storeCredit creditMovements { amount reason } giftCards { maskedCode } } } }',
      {},
      bearer(token),
    );
    expect(res.data?.me.balance.storeCredit).toBe(200);
    expect(res.data?.me.balance.creditMovements.map((m) => m.amount).sort()).toEqual([-50, 250]);
  });
});

describe('deleting the account', () => {
  it('needs the current password, then anonymises the orders, ends every session and mails a notice', async () => {
    const email = newEmail();
    const token = await register(email);
    const second = (await signedCall(app.url, 'login', email, 'hemmelig1')).body.token ?? '';
    const orderId = await placeWith(email, token);
    await app.gql(
      SYNC,
      { changes: [{ productId: 9, kind: 'add', changedAt: Date.now() }] },
      bearer(token),
    );

    const wrong = await authCall(app.url, 'delete', {
      body: { password: clientHash('gjetting'), languageId: 2 },
      headers: bearer(token),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]?.message).toBe('Feil passord.');
    const noToken = await authCall(app.url, 'delete', {
      body: { password: clientHash('hemmelig1') },
    });
    expect(noToken.status).toBe(401);

    const ok = await authCall(app.url, 'delete', {
      body: { password: clientHash('hemmelig1') },
      headers: bearer(token),
    });
    expect(ok.status).toBe(200);
    expect(ok.cookies.some((c) => c.startsWith('ralph-auth=;'))).toBe(true);
    for (const t of [token, second]) {
      const me = await app.gql<{ me: unknown }>('{ me { id } }', {}, bearer(t));
      expect(me.data?.me).toBeNull();
    }
    const [order] = await app.db.query<{
      email: string;
      billing: { firstName: string; mobile: string; addressLine1: string };
      userId: string | null;
      total: number;
    }>(
      `SELECT email, billing_address AS billing, user_id AS "userId", total_inc_ore AS total
         FROM orders WHERE id = $1`,
      [orderId],
    );
    expect(order?.email).toBe('');
    expect(order?.billing.firstName).toBe('');
    expect(order?.billing.mobile).toBe('');
    expect(order?.billing.addressLine1).toBe('');
    expect(order?.userId).toBeNull();
    expect(order?.total).toBeGreaterThan(0);
    const users = await app.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(users).toHaveLength(0);
    const favourites = await app.db.query(
      'SELECT 1 FROM user_favourites f LEFT JOIN users u ON u.id = f.user_id WHERE u.id IS NULL',
    );
    expect(favourites).toHaveLength(0);
    const mails = await mailsTo(email, 2);
    expect(mails.map((m) => m.subject)).toContain('Kontoen din er slettet');
  });

  it('leaves guest orders alone when the account never verified the address', async () => {
    const email = newEmail();
    const guest = await placeWith(email);
    const token = await register(email);
    await authCall(app.url, 'delete', {
      body: { password: clientHash('hemmelig1') },
      headers: bearer(token),
    });
    const [order] = await app.db.query<{ email: string }>(
      'SELECT email FROM orders WHERE id = $1',
      [guest],
    );
    expect(order?.email).toBe(email);
  });
});
