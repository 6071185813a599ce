import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { createTestDb } from '../test/fixture.js';
import { addToCart, CART_FIELDS, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { Counter, DEFAULT_RATE_LIMITS, readRateLimits, type RateLimits } from './rate-limits.js';

// Small limits, so each is reached in a few requests; the defaults are tested for their shape.
const LIMITS: RateLimits = {
  codes: { max: 3, windowSeconds: 600 },
  newsletter: { max: 2, windowSeconds: 3600 },
  stockAlerts: { max: 2, windowSeconds: 3600 },
  orders: { max: 5, windowSeconds: 3600 },
  unpaidOrders: 2,
  unpaidUnits: 1000,
  auth: { max: 3, windowSeconds: 900 },
  authAddress: { max: 6, windowSeconds: 900 },
  reviews: { max: 3, windowSeconds: 3600 },
  carts: { max: 1000, windowSeconds: 3600 },
};

interface Answer {
  status: number;
  retryAfter: string | null;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function gql(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Answer['body'],
  };
}

const PROMO = `mutation Promo($cartId: ID!, $code: String!, $key: String!, $languageId: Int) {
  applyPromoCode(cartId: $cartId, code: $code, idempotencyKey: $key, languageId: $languageId) {
    ${CART_FIELDS}
  }
}`;
const GIFT = `mutation Gift($cartId: ID!, $code: String!, $key: String!) {
  applyGiftCard(cartId: $cartId, code: $code, idempotencyKey: $key) { id giftCard { code } }
}`;
const SIGN_UP = `mutation S($email: String!, $key: String!, $languageId: Int) {
  subscribeToNewsletter(email: $email, idempotencyKey: $key, languageId: $languageId)
}`;
const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { id status } token }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ db: await createTestDb(), rateLimits: LIMITS });
});
afterAll(() => app.close());

async function newCart(offset = 0): Promise<string> {
  const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', offset);
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
  if (!cart) throw new Error('no cart');
  return cart.id;
}

describe('rate limits', () => {
  it('refuses the fourth code attempt on a cart with 429, Retry-After and the shopper’s language, changing nothing', async () => {
    const cartId = await newCart();
    for (let i = 0; i < 3; i++) {
      const tried = await gql(app, PROMO, { cartId, code: `GJETT${i}`, key: key() });
      expect(tried.body.errors?.[0]?.extensions?.['code']).toBe('PROMO_INVALID');
    }
    const before = await app.db.query('SELECT promo_code FROM carts WHERE id = $1', [cartId]);
    // Even a valid code waits: attempts are counted, not failures.
    const nb = await gql(app, PROMO, { cartId, code: 'VELKOMMEN10', key: key() });
    expect(nb.status).toBe(429);
    expect(Number(nb.retryAfter)).toBeGreaterThan(500);
    expect(nb.body.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
    expect(nb.body.errors?.[0]?.extensions?.['retryAfter']).toBe(Number(nb.retryAfter));
    expect(nb.body.errors?.[0]?.message).toBe(
      'For mange forsøk på kort tid. Prøv igjen om 10 minutter.',
    );
    const nn = await gql(app, PROMO, { cartId, code: 'VELKOMMEN10', key: key(), languageId: 2 });
    expect(nn.body.errors?.[0]?.message).toBe(
      'For mange forsøk på kort tid. Prøv igjen om 10 minutt.',
    );
    // Gift cards share the count.
    const gift = await gql(app, GIFT, { cartId, code: 'GAVEKORT-2000', key: key() });
    expect(gift.status).toBe(429);
    const after = await app.db.query('SELECT promo_code FROM carts WHERE id = $1', [cartId]);
    expect(after).toEqual(before);
  });

  it('counts code attempts per shopper across carts', async () => {
    // The address 127.0.0.1 tried 3 codes above (on one cart): a new cart does not reset that.
    const cartId = await newCart(1);
    const tried = await gql(app, PROMO, { cartId, code: 'GJETT', key: key() });
    expect(tried.status).toBe(429);
  });

  it('refuses a third newsletter sign-up from one shopper', async () => {
    for (let i = 0; i < 2; i++) {
      const ok = await gql(app, SIGN_UP, { email: `kari${i}@example.no`, key: key() });
      expect(ok.body.data?.['subscribeToNewsletter']).toBe(true);
    }
    const third = await gql(app, SIGN_UP, {
      email: 'kari3@example.no',
      key: key(),
      languageId: 2,
    });
    expect(third.status).toBe(429);
    expect(third.retryAfter).toMatch(/^\d+$/);
    expect(third.body.errors?.[0]?.message).toMatch(/^For mange forsøk på kort tid\. .* minutt\.$/);
    const rows = await app.db.query(
      "SELECT 1 FROM newsletter_subscribers WHERE email = 'kari3@example.no'",
    );
    expect(rows).toHaveLength(0);
  });

  it('bounds the unpaid orders (and the stock they hold) one shopper may have, until one is paid or expires', async () => {
    const orders: string[] = [];
    const inputs: Record<string, unknown>[] = [];
    for (let i = 0; i < 2; i++) {
      const input = orderInput(await newCart(2 + i));
      const placed = await gql(app, PLACE, { input });
      const order = (placed.body.data?.['placeOrder'] as { order: { id: string } } | null)?.order;
      if (!order) throw new Error(JSON.stringify(placed.body));
      orders.push(order.id);
      inputs.push(input);
    }
    // Placing a held cart again (a retry) holds no more stock: it gets its order, not a 429.
    const retried = await gql(app, PLACE, { input: inputs[1] });
    expect(retried.status).toBe(200);
    expect((retried.body.data?.['placeOrder'] as { order: { id: string } } | null)?.order.id).toBe(
      orders[1],
    );
    const cartId = await newCart(4);
    const held = async () =>
      (
        await app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM orders WHERE status = 'received'",
        )
      )[0]?.n;
    const before = await held();
    const third = await gql(app, PLACE, { input: orderInput(cartId) });
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThan(25 * 60); // the first expires in 30 min
    expect(await held()).toBe(before);
    const cart = await app.db.query<{ status: string }>('SELECT status FROM carts WHERE id = $1', [
      cartId,
    ]);
    expect(cart[0]?.status).toBe('open');
    // One is paid: the shopper may order again.
    await app.db.query(
      "UPDATE orders SET payment_status = 'paid', status = 'processing' WHERE id = $1",
      [orders[0]],
    );
    const again = await gql(app, PLACE, { input: orderInput(cartId) });
    expect(again.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
  });

  it('limits order placements per shopper however they end', async () => {
    // Five placements an hour: the five above used them, the retry and the one refused for
    // its unpaid orders included (an attempt counts whatever its answer).
    const refused = await gql(app, PLACE, { input: orderInput(await newCart(5)) });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
  });
});

describe('stock held unpaid', () => {
  it('refuses an order that would hold more units unpaid than one shopper may, holding nothing', async () => {
    const held = await startTestApp({
      db: await createTestDb(),
      rateLimits: { ...LIMITS, orders: { max: 50, windowSeconds: 3600 }, unpaidUnits: 5 },
    });
    try {
      const cartOf = async (offset: number, quantity: number) => {
        const sku = await pickSku(held.db, 's.stock >= 20 AND NOT p.is_heavy', offset);
        const { cart } = await addToCart(held, { skuId: sku.skuId, quantity });
        if (!cart) throw new Error('no cart');
        return { cartId: cart.id, skuId: sku.skuId };
      };
      const stockOf = async (skuId: number) =>
        (await held.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [skuId]))[0]
          ?.stock;
      const first = await cartOf(0, 3);
      expect(
        (await gql(held, PLACE, { input: orderInput(first.cartId) })).body.errors,
      ).toBeUndefined();
      // Three held: a second order of three would hold six.
      const second = await cartOf(1, 3);
      const before = await stockOf(second.skuId);
      const refused = await gql(held, PLACE, {
        input: orderInput(second.cartId, { languageId: 2 }),
      });
      expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('UNPAID_HOLD_LIMIT');
      expect(refused.body.errors?.[0]?.message).toMatch(/^Bestillinga er for stor/);
      expect(await stockOf(second.skuId)).toBe(before);
      const cart = await held.db.query<{ status: string }>(
        'SELECT status FROM carts WHERE id = $1',
        [second.cartId],
      );
      expect(cart[0]?.status).toBe('open');
      // Two more fit; and once the first is paid, the three it held are free again.
      const small = await cartOf(2, 2);
      expect(
        (await gql(held, PLACE, { input: orderInput(small.cartId) })).body.errors,
      ).toBeUndefined();
      await held.db.query(
        "UPDATE orders SET payment_status = 'paid', status = 'processing' WHERE cart_id = $1",
        [first.cartId],
      );
      const again = await gql(held, PLACE, { input: orderInput(second.cartId) });
      expect(again.body.errors).toBeUndefined();
    } finally {
      await held.close();
    }
  });
});

describe('new carts', () => {
  it('makes at most the limit of carts an hour for one shopper, and adds to a cart they have', async () => {
    const limited = await startTestApp({
      db: await createTestDb(),
      rateLimits: { ...LIMITS, carts: { max: 2, windowSeconds: 3600 } },
      trustProxy: true,
    });
    try {
      const sku = await pickSku(limited.db, 's.stock >= 20 AND NOT p.is_heavy');
      const ADD = `mutation Add($cartId: ID, $skuId: Int!, $key: String!, $languageId: Int) {
        addToCart(cartId: $cartId, skuId: $skuId, quantity: 1, idempotencyKey: $key, languageId: $languageId) { id }
      }`;
      const from = { 'x-forwarded-for': '203.0.113.9' };
      const carts: string[] = [];
      for (let i = 0; i < 2; i++) {
        const made = await gql(limited, ADD, { skuId: sku.skuId, key: key() }, from);
        carts.push((made.body.data?.['addToCart'] as { id: string }).id);
      }
      const count = async () =>
        (await limited.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n;
      const before = await count();
      const third = await gql(limited, ADD, { skuId: sku.skuId, key: key(), languageId: 2 }, from);
      expect(third.status).toBe(429);
      expect(third.body.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
      expect(third.body.errors?.[0]?.message).toMatch(
        /^For mange forsøk på kort tid\. .* minutt\.$/,
      );
      expect(await count()).toBe(before);
      // The shopper's own cart takes more; another shopper still makes one.
      const more = await gql(
        limited,
        ADD,
        { cartId: carts[0], skuId: sku.skuId, key: key() },
        from,
      );
      expect(more.body.errors).toBeUndefined();
      const other = await gql(
        limited,
        ADD,
        { skuId: sku.skuId, key: key() },
        {
          'x-forwarded-for': '203.0.113.10',
        },
      );
      expect(other.body.errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const spoof = { 'x-forwarded-for': '203.0.113.7' };
    const plain = await gql(app, SIGN_UP, { email: 'per@example.no', key: key() }, spoof);
    expect(plain.status).toBe(429); // still 127.0.0.1, which used its sign-ups above

    const proxied = await startTestApp({ rateLimits: LIMITS, trustProxy: true });
    try {
      const as = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });
      for (let i = 0; i < 2; i++)
        expect(
          (
            await gql(
              proxied,
              SIGN_UP,
              { email: `a${i}@example.no`, key: key() },
              as('203.0.113.7'),
            )
          ).status,
        ).toBe(200);
      expect(
        (await gql(proxied, SIGN_UP, { email: 'a2@example.no', key: key() }, as('203.0.113.7')))
          .status,
      ).toBe(429);
      // Another shopper behind the same proxy has their own count; the entry a client may
      // write itself (the first) does not matter.
      expect(
        (await gql(proxied, SIGN_UP, { email: 'b@example.no', key: key() }, as('203.0.113.8')))
          .status,
      ).toBe(200);
      // Code attempts on one cart are counted for the cart too, whoever sends them.
      const { cart } = await addToCart(proxied, {
        skuId: (await pickSku(proxied.db, 's.stock >= 20 AND NOT p.is_heavy')).skuId,
        quantity: 1,
      });
      const cartId = cart?.id ?? '';
      for (let i = 0; i < 3; i++)
        await gql(proxied, PROMO, { cartId, code: `GJETT${i}`, key: key() }, as(`192.0.2.${i}`));
      const fourth = await gql(proxied, PROMO, { cartId, code: 'X', key: key() }, as('192.0.2.9'));
      expect(fourth.status).toBe(429);
      // One IPv6 /64 is one shopper.
      for (let i = 0; i < 2; i++)
        await gql(
          proxied,
          SIGN_UP,
          { email: `c${i}@example.no`, key: key() },
          as(`2001:db8:1:2::${i + 1}`),
        );
      expect(
        (
          await gql(
            proxied,
            SIGN_UP,
            { email: 'c9@example.no', key: key() },
            as('2001:db8:1:2:ffff::9'),
          )
        ).status,
      ).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('rate limits without the fast lane', () => {
  it('count the same through yoga alone', async () => {
    const yoga = await startTestApp({ rateLimits: LIMITS, fastLane: false });
    try {
      for (let i = 0; i < 2; i++)
        expect((await gql(yoga, SIGN_UP, { email: `y${i}@example.no`, key: key() })).status).toBe(
          200,
        );
      const third = await gql(yoga, SIGN_UP, { email: 'y3@example.no', key: key() });
      expect(third.status).toBe(429);
      expect(third.retryAfter).toMatch(/^\d+$/);
    } finally {
      await yoga.close();
    }
  });
});

describe('rate limit settings', () => {
  it('reads attempts/seconds from the environment and refuses nonsense', () => {
    expect(readRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
    const read = readRateLimits({
      RATE_LIMIT_CODES: '5/60',
      UNPAID_ORDERS_PER_CLIENT: '7',
      UNPAID_UNITS_PER_CLIENT: '40',
    });
    expect(read.codes).toEqual({ max: 5, windowSeconds: 60 });
    expect(read.unpaidOrders).toBe(7);
    expect(read.unpaidUnits).toBe(40);
    expect(readRateLimits({ RATE_LIMIT_AUTH: '4/60' }).auth).toEqual({ max: 4, windowSeconds: 60 });
    expect(readRateLimits({ RATE_LIMIT_CARTS: '9/60' }).carts).toEqual({
      max: 9,
      windowSeconds: 60,
    });
    expect(readRateLimits({ RATE_LIMIT_AUTH_ADDRESS: '40/60' }).authAddress).toEqual({
      max: 40,
      windowSeconds: 60,
    });
    expect(() => readRateLimits({ RATE_LIMIT_AUTH: '4' })).toThrow(/attempts\/seconds/);
    expect(() => readRateLimits({ RATE_LIMIT_ORDERS: '5' })).toThrow(/attempts\/seconds/);
    expect(() => readRateLimits({ RATE_LIMIT_ORDERS: '0/60' })).toThrow(/positive/);
    expect(() => readRateLimits({ UNPAID_ORDERS_PER_CLIENT: 'many' })).toThrow(/positive/);
  });

  it('opens a new window once the old one has passed', () => {
    let now = 0;
    const counter = new Counter({ max: 1, windowSeconds: 10 }, 10, () => now);
    counter.take('a');
    expect(() => counter.take('a')).toThrow(/try again in 10 s/);
    now = 9_500;
    expect(() => counter.take('a')).toThrow(/try again in 1 s/);
    now = 10_000;
    expect(() => counter.take('a')).not.toThrow();
  });
});
