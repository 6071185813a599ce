import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  cartMutation,
  CART_FIELDS,
  key,
  pickSku,
  type CartData,
} from '../testing/cart-helpers.js';
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
  it('creates a cart with an unguessable id and prices it with VAT', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy');
    const { cart, error } = await addToCart(app, { skuId: sku.skuId, quantity: 2 });
    expect(error).toBeNull();
    expect(cart?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const line = cart?.items[0];
    expect(line?.quantity).toBe(2);
    expect(line?.totalPrice.sellingPriceIncVat).toBeCloseTo((sku.priceOre * 2) / 100, 2);
    const sub = cart?.summary.subTotal;
    expect(sub?.sellingPriceIncVat).toBeCloseTo((sku.priceOre * 2) / 100, 2);
    expect(sub?.sellingPriceExVat).toBeCloseTo(Math.round((sku.priceOre * 2) / 1.25) / 100, 2);
    expect(cart?.badgeQuantity).toBe(2);
    expect(cart?.summary.shipping.isDefault).toBe(true);
  });

  it('adds to the same line and reads back the same cart', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const first = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const id = first.cart?.id ?? '';
    const second = await addToCart(app, { cartId: id, skuId: sku.skuId, quantity: 3 });
    expect(second.cart?.items).toHaveLength(1);
    expect(second.cart?.items[0]?.quantity).toBe(4);
    expect((await getCart(id))?.items[0]?.quantity).toBe(4);
  });

  it('refuses bad input with codes and keeps the cart as it was', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    const codeOf = async (vars: { skuId: number; quantity: number; cartId?: string }) =>
      (await addToCart(app, { cartId, ...vars })).error?.extensions?.code;
    expect(await codeOf({ skuId: sku.skuId, quantity: 0 })).toBe('INVALID_QUANTITY');
    expect(await codeOf({ skuId: sku.skuId, quantity: -3 })).toBe('INVALID_QUANTITY');
    expect(await codeOf({ skuId: sku.skuId, quantity: 50 })).toBe('QUANTITY_THRESHOLD');
    expect(await codeOf({ skuId: 987_654_321, quantity: 1 })).toBe('UNKNOWN_SKU');
    expect(await codeOf({ skuId: sku.skuId, quantity: 1, cartId: 'AAAAAAAAAAAAAAAAAAAAAA' })).toBe(
      'CART_NOT_FOUND',
    );
    expect(await codeOf({ skuId: sku.skuId, quantity: 1, cartId: "1' OR '1'='1" })).toBe(
      'CART_NOT_FOUND',
    );
    const huge = await app.gql(
      `mutation { addToCart(skuId: ${sku.skuId}, quantity: 99999999999, idempotencyKey: "${key()}") { id } }`,
    );
    expect(huge.status).toBe(400);
    expect((await getCart(cartId))?.items[0]?.quantity).toBe(1);
  });

  it('refuses a malformed idempotency key', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const { error } = await addToCart(app, { skuId: sku.skuId, quantity: 1, key: 'x' });
    expect(error?.extensions?.code).toBe('INVALID_IDEMPOTENCY_KEY');
  });
});

describe('stock', () => {
  it('allows no more than own and supplier stock, telling how many are available', async () => {
    const sku = await pickSku(
      app.db,
      's.stock BETWEEN 1 AND 3 AND NOT s.oversellable AND NOT s.is_static',
    );
    const available = sku.stock + sku.supplierStock;
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: available });
    expect(cart?.items[0]?.maxQuantity).toBe(Math.min(available, 50));
    const over = await addToCart(app, { cartId: cart?.id, skuId: sku.skuId, quantity: 1 });
    expect(over.error?.extensions).toMatchObject({
      code: 'OUT_OF_STOCK',
      available,
      inCart: available,
    });
    expect((await getCart(cart?.id ?? ''))?.items[0]?.quantity).toBe(available);
  });

  it('refuses an out-of-stock sku and sells supplier stock', async () => {
    const out = await pickSku(
      app.db,
      's.stock = 0 AND s.supplier_stock = 0 AND NOT s.oversellable AND NOT s.is_static',
    );
    expect(
      (await addToCart(app, { skuId: out.skuId, quantity: 1 })).error?.extensions,
    ).toMatchObject({
      code: 'OUT_OF_STOCK',
      available: 0,
    });
    const supplier = await pickSku(
      app.db,
      's.stock = 0 AND s.supplier_stock >= 2 AND NOT s.oversellable',
    );
    expect((await addToCart(app, { skuId: supplier.skuId, quantity: 2 })).error).toBeNull();
  });

  it('lets oversellable and static skus go past stock, up to the threshold', async () => {
    for (const where of ['s.oversellable AND s.stock = 0', 's.is_static']) {
      const sku = await pickSku(app.db, where);
      const { cart, error } = await addToCart(app, { skuId: sku.skuId, quantity: 50 });
      expect(error).toBeNull();
      expect(cart?.items[0]?.quantity).toBe(50);
      const more = await addToCart(app, { cartId: cart?.id, skuId: sku.skuId, quantity: 1 });
      expect(more.error?.extensions?.code).toBe('QUANTITY_THRESHOLD');
    }
  });
});

describe('changing lines', () => {
  it('updates, removes and resets', async () => {
    const a = await pickSku(app.db, 's.stock >= 20');
    const b = await pickSku(app.db, 's.stock >= 20', 1);
    const { cart } = await addToCart(app, { skuId: a.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    await addToCart(app, { cartId, skuId: b.skuId, quantity: 2 });
    const updated = await cartMutation(
      app,
      'updateCartItemQuantity',
      'cartId: $cartId, item: { skuId: $skuId }, quantity: $quantity, idempotencyKey: $key',
      { cartId, skuId: a.skuId, quantity: 5, key: key() },
    );
    expect(updated.cart?.items.find((i) => i.skuId === a.skuId)?.quantity).toBe(5);
    const missing = await cartMutation(
      app,
      'removeCartItem',
      'cartId: $cartId, item: { skuId: $skuId }, idempotencyKey: $key',
      {
        cartId,
        skuId: 1,
        key: key(),
      },
    );
    expect(missing.error?.extensions?.code).toBe('ITEM_NOT_FOUND');
    const removed = await cartMutation(
      app,
      'removeCartItem',
      'cartId: $cartId, item: { skuId: $skuId }, idempotencyKey: $key',
      {
        cartId,
        skuId: a.skuId,
        key: key(),
      },
    );
    expect(removed.cart?.items.map((i) => i.skuId)).toEqual([b.skuId]);
    const reset = await cartMutation(app, 'resetCart', 'cartId: $cartId, idempotencyKey: $key', {
      cartId,
      key: key(),
    });
    expect(reset.cart?.items).toEqual([]);
    expect(reset.cart?.summary.total.sellingPriceIncVat).toBe(0);
    expect(reset.cart?.summary.shipping.feeIncVat).toBe(0);
  });
});

describe('updateCartItemQuantity with the quantity the shopper saw', () => {
  const update = (cartId: string, skuId: number, quantity: number, expectedQuantity: number) =>
    cartMutation(
      app,
      'updateCartItemQuantity',
      'cartId: $cartId, item: { skuId: $skuId }, quantity: $quantity, expectedQuantity: $expected, idempotencyKey: $key',
      { cartId, skuId, quantity, expected: expectedQuantity, key: key() },
    );

  it('applies "+" on a stale line as one more than the cart holds now, never fewer', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    await addToCart(app, { cartId, skuId: sku.skuId, quantity: 2 });
    // The shopper's view (an offline reload) still shows 1 and they press "+".
    const plus = await update(cartId, sku.skuId, 2, 1);
    expect(plus.error).toBeNull();
    expect(plus.cart?.items[0]?.quantity).toBe(4);
    // "−" on a view showing 4 when the line holds 4: as asked.
    expect((await update(cartId, sku.skuId, 3, 4)).cart?.items[0]?.quantity).toBe(3);
    // Two steps down on a stale 5 while it holds 3: 1, never removed by a step.
    expect((await update(cartId, sku.skuId, 1, 5)).cart?.items[0]?.quantity).toBe(1);
    // 0 removes whatever it holds.
    expect((await update(cartId, sku.skuId, 0, 3)).cart?.items).toEqual([]);
  });

  it('refuses a negative expected quantity and changes nothing', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20');
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 2 });
    const cartId = cart?.id ?? '';
    expect((await update(cartId, sku.skuId, 3, -1)).error?.extensions?.code).toBe(
      'INVALID_QUANTITY',
    );
    expect((await getCart(cartId))?.items[0]?.quantity).toBe(2);
  });
});
