import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { storedKeyOf } from './idempotency.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('idempotency keys', () => {
  it('answers a replay with the first result and adds nothing', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const k = key();
    const first = await addToCart(app, { skuId: sku.skuId, quantity: 2, key: k });
    const again = await addToCart(app, { skuId: sku.skuId, quantity: 2, key: k });
    expect(again).toEqual(first);
    // The same key and operation with other arguments (a new cart of 3) is refused.
    const more = await addToCart(app, { skuId: sku.skuId, quantity: 3, key: k });
    expect(more.error?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [row] = await app.db.query<{ quantity: number }>(
      'SELECT quantity FROM cart_items WHERE cart_id = $1',
      [first.cart?.id],
    );
    expect(row?.quantity).toBe(2);
  });

  it('makes concurrent duplicates one change', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const created = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = created.cart?.id ?? '';
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        addToCart(app, { cartId, skuId: sku.skuId, quantity: 3, key: k }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.cart?.items[0]?.quantity).toBe(4);
    const newCartKey = key();
    const news = await Promise.all(
      Array.from({ length: 6 }, () =>
        addToCart(app, { skuId: sku.skuId, quantity: 1, key: newCartKey }),
      ),
    );
    expect(new Set(news.map((n) => n.cart?.id)).size).toBe(1);
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1 AND cart_id = $2',
      [storedKeyOf('addToCart', null, newCartKey), news[0]?.cart?.id],
    );
    expect(count?.n).toBe(1);
  });

  it('replays an error as the first answer, even after the cause went away', async () => {
    const sku = await pickSku(
      app.db,
      's.stock BETWEEN 1 AND 3 AND s.supplier_stock = 0 AND NOT s.oversellable AND NOT s.is_static',
    );
    const k = key();
    const first = await addToCart(app, { skuId: sku.skuId, quantity: 4, key: k });
    expect(first.error?.extensions?.code).toBe('OUT_OF_STOCK');
    await app.db.query('UPDATE skus SET stock = 40 WHERE id = $1', [sku.skuId]);
    const replay = await addToCart(app, { skuId: sku.skuId, quantity: 4, key: k });
    expect(replay.error?.extensions).toEqual(first.error?.extensions);
    expect((await addToCart(app, { skuId: sku.skuId, quantity: 4 })).error).toBeNull();
  });

  it("scopes a key to its operation and cart: it cannot replay another shopper's answer", async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 4);
    const mine = (await addToCart(app, { skuId: sku.skuId, quantity: 1 })).cart?.id ?? '';
    const theirs = (await addToCart(app, { skuId: sku.skuId, quantity: 1 })).cart?.id ?? '';
    const k = key();
    const placed = (await placeOrder(app, orderInput(mine, { idempotencyKey: k }))).data
      ?.placeOrder;
    expect(placed?.order.id).toBeTruthy();
    // The same key on another cart is that cart's own first request: its own order.
    const other = (await placeOrder(app, orderInput(theirs, { idempotencyKey: k }))).data
      ?.placeOrder;
    expect(other?.order.id).toBeTruthy();
    expect(other?.order.id).not.toBe(placed?.order.id);
    expect(other?.token).not.toBe(placed?.token);
    // And for another operation on the same cart, too.
    const added = await addToCart(app, { cartId: theirs, skuId: sku.skuId, quantity: 1, key: k });
    expect(added.error).toBeNull();
    expect(added.cart?.items[0]?.quantity).toBe(2);
    // The client's key is never stored as it is.
    const [raw] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1',
      [k],
    );
    expect(raw?.n).toBe(0);
    const scoped = await app.db.query<{ operation: string; cartId: string | null }>(
      `SELECT operation, cart_id AS "cartId" FROM idempotency_keys WHERE key = ANY($1::text[])
        ORDER BY created_at, operation`,
      [
        [
          storedKeyOf('placeOrder', mine, k),
          storedKeyOf('placeOrder', theirs, k),
          storedKeyOf('addToCart', theirs, k),
        ],
      ],
    );
    expect(scoped).toEqual([
      { operation: 'placeOrder', cartId: mine },
      { operation: 'placeOrder', cartId: theirs },
      { operation: 'addToCart', cartId: theirs },
    ]);
  });
});
