import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { storedKeyOf } from '../idempotency/idempotency.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { CART_KEPT_MS, EMPTY_CART_KEPT_MS, purgeAbandonedCarts } from '../cart/cart-purge.js';
import {
  expireUnpaidOrders,
  purgeIdempotencyKeys,
  startHousekeeping,
  UNPAID_ORDER_TTL_MS,
} from './housekeeping.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const stockOf = async (skuId: number) =>
  (await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [skuId]))[0]
    ?.stock ?? Number.NaN;

const orderRow = async (id: string) =>
  (
    await app.db.query<{ status: string; paymentStatus: string; cartStatus: string }>(
      `SELECT o.status, o.payment_status AS "paymentStatus", c.status AS "cartStatus"
         FROM orders o JOIN carts c ON c.id = o.cart_id WHERE o.id = $1`,
      [id],
    )
  )[0];

/** Places an order of `quantity` units and dates it `ageMs` back. */
async function unpaidOrder(offset: number, quantity: number, ageMs: number) {
  const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', offset);
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity });
  const cartId = cart?.id ?? '';
  const placed = (await placeOrder(app, orderInput(cartId))).data?.placeOrder;
  const orderId = placed?.order.id ?? '';
  await app.db.query(
    `UPDATE orders SET created_at = now() - make_interval(secs => $2::float8 / 1000) WHERE id = $1`,
    [orderId, ageMs],
  );
  return { skuId: sku.skuId, cartId, orderId };
}

describe('expireUnpaidOrders', () => {
  it('cancels an unpaid order past the window once, returning its stock once', async () => {
    const old = await unpaidOrder(0, 3, UNPAID_ORDER_TTL_MS + 60_000);
    const fresh = await unpaidOrder(1, 2, 60_000);
    const oldStock = await stockOf(old.skuId);
    const freshStock = await stockOf(fresh.skuId);

    // Two runs at once and one after: the order is cancelled by exactly one of them.
    const counts = await Promise.all([expireUnpaidOrders(app.db), expireUnpaidOrders(app.db)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await expireUnpaidOrders(app.db)).toBe(0);

    expect(await orderRow(old.orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'expired',
      cartStatus: 'open',
    });
    expect(await stockOf(old.skuId)).toBe(oldStock + 3);
    // The young order keeps its stock and waits for its payment.
    expect(await orderRow(fresh.orderId)).toMatchObject({
      status: 'received',
      paymentStatus: 'pending',
      cartStatus: 'payment_pending',
    });
    expect(await stockOf(fresh.skuId)).toBe(freshStock);

    // The cart is still there with everything in it, and can be ordered again.
    const read = await app.gql<{ getCart: { status: string; items: { quantity: number }[] } }>(
      'query C($id: ID!) { getCart(id: $id) { status items { quantity } } }',
      { id: old.cartId },
    );
    expect(read.data?.getCart).toEqual({ status: 'OPEN', items: [{ quantity: 3 }] });
    const again = await placeOrder(app, orderInput(old.cartId));
    expect(again.data?.placeOrder?.order.status).toBe('received');
    expect(await stockOf(old.skuId)).toBe(oldStock);
  });

  it('leaves a payment that settles first alone, and the stock with the order', async () => {
    const order = await unpaidOrder(2, 1, UNPAID_ORDER_TTL_MS + 60_000);
    await app.db.query(
      `UPDATE orders SET status = 'processing', payment_status = 'approved' WHERE id = $1`,
      [order.orderId],
    );
    const stock = await stockOf(order.skuId);
    expect(await expireUnpaidOrders(app.db)).toBe(0);
    expect((await orderRow(order.orderId))?.status).toBe('processing');
    expect(await stockOf(order.skuId)).toBe(stock);
  });
});

describe('purgeIdempotencyKeys', () => {
  it('deletes keys older than the limit and keeps the rest replayable', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 3);
    const oldKey = key();
    const newKey = key();
    await addToCart(app, { skuId: sku.skuId, quantity: 1, key: oldKey });
    const recent = await addToCart(app, { skuId: sku.skuId, quantity: 1, key: newKey });
    await app.db.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '8 days' WHERE key = $1`,
      [storedKeyOf('addToCart', null, oldKey)],
    );
    expect(await purgeIdempotencyKeys(app.db)).toBeGreaterThanOrEqual(1);
    const left = await app.db.query<{ key: string }>(
      'SELECT key FROM idempotency_keys WHERE key = ANY($1::text[])',
      [[storedKeyOf('addToCart', null, oldKey), storedKeyOf('addToCart', null, newKey)]],
    );
    expect(left.map((r) => r.key)).toEqual([storedKeyOf('addToCart', null, newKey)]);
    const replay = await addToCart(app, { skuId: sku.skuId, quantity: 1, key: newKey });
    expect(replay.cart).toEqual(recent.cart);
  });
});

describe('purgeAbandonedCarts', () => {
  const age = (cartId: string, ms: number) =>
    app.db.query(
      `UPDATE carts SET updated_at = now() - make_interval(secs => $2::float8 / 1000) WHERE id = $1`,
      [cartId, ms],
    );
  const exists = async (cartId: string) =>
    (await app.db.query('SELECT 1 FROM carts WHERE id = $1', [cartId])).length === 1;

  it('deletes carts no cookie names any more and empty ones left a day, never one with an order', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 7);
    const cartOf = async () =>
      (await addToCart(app, { skuId: sku.skuId, quantity: 1 })).cart?.id ?? '';
    const [fresh, emptied, emptiedToday, forgotten, lastYear] = [
      await cartOf(),
      await cartOf(),
      await cartOf(),
      await cartOf(),
      await cartOf(),
    ];
    for (const cartId of [emptied, emptiedToday])
      await app.db.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
    await age(emptied, EMPTY_CART_KEPT_MS + 60_000);
    await age(emptiedToday, EMPTY_CART_KEPT_MS - 60_000);
    await age(forgotten, CART_KEPT_MS + 60_000);
    // A cart with an order (here a year old, and its order cancelled) stays for the order.
    const ordered = await unpaidOrder(8, 1, UNPAID_ORDER_TTL_MS + 60_000);
    await expireUnpaidOrders(app.db);
    await age(ordered.cartId, CART_KEPT_MS + 60_000);
    await age(lastYear, CART_KEPT_MS - 60 * 60_000);

    expect(await purgeAbandonedCarts(app.db)).toBe(2);
    expect(await exists(emptied)).toBe(false);
    expect(await exists(forgotten)).toBe(false);
    for (const kept of [fresh, emptiedToday, lastYear, ordered.cartId])
      expect(await exists(kept)).toBe(true);
    expect(
      await app.db.query('SELECT 1 FROM cart_items WHERE cart_id = $1', [forgotten]),
    ).toHaveLength(0);
    expect(await purgeAbandonedCarts(app.db)).toBe(0);
  });
});

describe('startHousekeeping', () => {
  it('runs both jobs, never twice at once, and stops', async () => {
    const order = await unpaidOrder(4, 1, UNPAID_ORDER_TTL_MS + 60_000);
    const messages: string[] = [];
    const job = startHousekeeping(app.db, {
      intervalMs: 3_600_000,
      log: (m) => messages.push(m),
    });
    const first = job.runOnce();
    expect(job.runOnce()).toBe(first);
    await first;
    await job.stop();
    expect((await orderRow(order.orderId))?.status).toBe('cancelled');
    expect(messages.join('\n')).toMatch(/1 unpaid orders expired/);
    await job.runOnce(); // stopped: does nothing
  });
});
