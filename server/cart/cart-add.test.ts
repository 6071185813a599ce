// addToCart's own read/write path (cart-add.ts) and the in-memory campaigns (cart-campaigns.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, CART_FIELDS, pickSku, type CartData } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { createTestDb } from '../test/fixture.js';
import { countQueries } from '../testing/counting-db.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const getCart = async (id: string) =>
  (
    await app.gql<{ getCart: CartData }>(
      `query G($id: ID!) { getCart(id: $id) { ${CART_FIELDS} } }`,
      { id },
    )
  ).data?.getCart;

describe('addToCart', () => {
  it("names every line's product and size without reading them outside its transaction", async () => {
    // The cart panel's answer after each click: the lines' cards and sizes come with the cart
    // (migration 0008), not from statements queued after it.
    const counting = countQueries(await createTestDb());
    const own = await startTestApp({ db: counting });
    try {
      const a = await pickSku(own.db, 's.stock >= 20 AND NOT p.is_heavy', 3);
      const b = await pickSku(own.db, 's.stock >= 20 AND NOT p.is_heavy', 4);
      const fields = `id items { skuId sku { skuId name stock { totalStock } }
        product { productId name canonicalUrl images { fileName } } }`;
      const add = `mutation A($cartId: ID, $skuId: Int!, $key: String!) {
        addToCart(cartId: $cartId, skuId: $skuId, quantity: 1, idempotencyKey: $key) { ${fields} } }`;
      const first = await own.gql<{ addToCart: { id: string } }>(add, {
        skuId: a.skuId,
        key: 'count-statements-1',
      });
      const before = counting.queries;
      const second = await own.gql<{
        addToCart: { items: { skuId: number; sku: { name: string }; product: { name: string } }[] };
      }>(add, { cartId: first.data?.addToCart.id, skuId: b.skuId, key: 'count-statements-2' });
      expect(counting.queries - before).toBe(0);
      const [names] = await own.db.query<{ a: string; b: string }>(
        'SELECT (SELECT name FROM skus WHERE id = $1) AS a, (SELECT name FROM skus WHERE id = $2) AS b',
        [a.skuId, b.skuId],
      );
      expect(second.data?.addToCart.items.map((i) => [i.skuId, i.sku.name])).toEqual([
        [a.skuId, names?.a],
        [b.skuId, names?.b],
      ]);
      expect(second.data?.addToCart.items.every((i) => i.product.name.length > 0)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('answers exactly what getCart reads back', async () => {
    const a = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy');
    const b = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 1);
    const first = await addToCart(app, { skuId: a.skuId, quantity: 1 });
    const cartId = first.cart?.id ?? '';
    expect(first.cart).toEqual(await getCart(cartId));
    await addToCart(app, { cartId, skuId: b.skuId, quantity: 2 });
    const third = await addToCart(app, { cartId, skuId: a.skuId, quantity: 3 });
    expect(third.cart?.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [a.skuId, 4],
      [b.skuId, 2],
    ]);
    expect(third.cart).toEqual(await getCart(cartId));
    const [row] = await app.db.query<{ version: number }>(
      'SELECT version FROM carts WHERE id = $1',
      [cartId],
    );
    expect(row?.version).toBe(3);
  });

  it('counts the stock an unpaid order of the cart gives back when it is voided', async () => {
    const sku = await pickSku(
      app.db,
      's.stock = 2 AND s.supplier_stock = 0 AND NOT s.oversellable AND NOT s.is_static AND NOT p.is_heavy',
    );
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    expect((await placeOrder(app, orderInput(cartId))).errors).toBeUndefined();
    // The order holds one of the two units; changing the cart voids it and both are free again.
    const more = await addToCart(app, { cartId, skuId: sku.skuId, quantity: 1 });
    expect(more.error).toBeNull();
    expect(more.cart?.items[0]?.quantity).toBe(2);
    expect(more.cart?.status).toBe('OPEN');
    const [stock] = await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [
      sku.skuId,
    ]);
    expect(stock?.stock).toBe(2);
  });

  it('prices with a campaign as soon as it is written, and without it once it ends', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 2);
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    expect(cart?.items[0]?.unitPrice.sellingPriceIncVat).toBeCloseTo(sku.priceOre / 100, 2);

    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
         VALUES (9901, 'percentage', 50, now() - interval '1 day', now() + interval '1 day')`,
      );
      await tx.query(
        `INSERT INTO discount_campaign_translations (campaign_id, language_id, name, alias)
         VALUES (9901, 1, 'Halv pris', 'halv-pris-test')`,
      );
      await tx.query(
        'INSERT INTO discount_campaign_products (campaign_id, product_id) VALUES (9901, $1)',
        [sku.productId],
      );
    });
    const half = Math.floor((sku.priceOre * 5000 + 5000) / 10000);
    const on = await addToCart(app, { cartId, skuId: sku.skuId, quantity: 1 });
    expect(on.cart?.items[0]?.unitPrice.sellingPriceIncVat).toBeCloseTo(half / 100, 2);
    expect(on.cart?.appliedCampaigns).toEqual([{ id: 9901, kind: 'percentage' }]);

    await app.db.query(
      `UPDATE discount_campaigns SET ends_at = now() - interval '1 second' WHERE id = 9901`,
    );
    const off = await addToCart(app, { cartId, skuId: sku.skuId, quantity: 1 });
    expect(off.cart?.items[0]?.unitPrice.sellingPriceIncVat).toBeCloseTo(sku.priceOre / 100, 2);
    expect(off.cart?.appliedCampaigns).toEqual([]);
    expect((await getCart(cartId))?.appliedCampaigns).toEqual([]);
  });
});
