import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, key, pickSku } from '../testing/cart-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

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
    const more = await addToCart(app, {
      cartId: first.cart?.id,
      skuId: sku.skuId,
      quantity: 1,
      key: k,
    });
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
      [newCartKey, news[0]?.cart?.id],
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
});
