import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartMutation, key, pickSku } from '../testing/cart-helpers.js';
import { DEFAULT_API_KEY } from '../app.js';
import { ADDRESS, orderInput, PLACE_ORDER, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
});
afterAll(() => app.close());

const stockOf = async (skuId: number) =>
  (await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [skuId]))[0]
    ?.stock;

async function cartWith(where: string, quantity = 1, offset = 0) {
  const sku = await pickSku(app.db, where, offset);
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity });
  return { cartId: cart?.id ?? '', sku };
}

describe('placeOrder', () => {
  it('creates one order, takes the stock and sends the shopper to pay', async () => {
    const { cartId, sku } = await cartWith('s.stock >= 20 AND NOT p.is_heavy', 2);
    const before = await stockOf(sku.skuId);
    const input = orderInput(cartId);
    const res = await placeOrder(app, input);
    expect(res.errors).toBeUndefined();
    const placed = res.data?.placeOrder;
    expect(placed?.order).toMatchObject({ status: 'received', payment: { status: 'pending' } });
    expect(placed?.order.orderNumber).toMatch(/^\d{6,}$/);
    expect(placed?.redirectUrl).toMatch(/^\/payments\/sandbox\/[A-Za-z0-9_-]{22}$/);
    expect(await stockOf(sku.skuId)).toBe((before ?? 0) - 2);

    const replay = await placeOrder(app, input);
    expect(replay.data?.placeOrder).toEqual(placed);
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cartId],
    );
    expect(count?.n).toBe(1);
    expect(await stockOf(sku.skuId)).toBe((before ?? 0) - 2);

    const read = await app.gql<{
      order: { id: string; lines: { quantity: number; product: { productId: number } }[] };
    }>(
      'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { id lines { quantity product { productId } } } }',
      { id: placed?.order.id, token: placed?.token },
    );
    expect(read.data?.order.lines).toEqual([
      { quantity: 2, product: { productId: sku.productId } },
    ]);
    const wrong = await app.gql('query O($id: ID!) { order(id: $id, token: "nope") { id } }', {
      id: placed?.order.id,
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
  });

  it('lists every invalid field at once and changes nothing', async () => {
    const { cartId, sku } = await cartWith('s.stock >= 20 AND NOT p.is_heavy');
    const before = await stockOf(sku.skuId);
    const res = await placeOrder(
      app,
      orderInput(cartId, {
        email: 'not-an-email',
        acceptTerms: false,
        paymentOptionId: 'invoice',
        billingAddress: {
          firstName: 'Kari',
          lastName: '',
          addressLine1: 'Storgata 1',
          zip: '12',
          city: 'Oslo',
          mobile: '123',
        },
      }),
    );
    const fields = (res.errors?.[0]?.extensions?.fields ?? []) as { field: string; code: string }[];
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'INVALID_EMAIL' },
        { field: 'acceptTerms', code: 'TERMS_NOT_ACCEPTED' },
        { field: 'identityNumber', code: 'REQUIRED' },
        { field: 'billingAddress.lastName', code: 'REQUIRED' },
        { field: 'billingAddress.zip', code: 'INVALID_ZIP' },
        { field: 'billingAddress.mobile', code: 'INVALID_MOBILE' },
      ]),
    );
    const company = await placeOrder(
      app,
      orderInput(cartId, {
        customerType: 'COMPANY',
        organizationId: '923609017',
        paymentOptionId: 'invoice',
      }),
    );
    expect(company.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'organizationId', code: 'INVALID_ORGANIZATION_ID' },
      { field: 'companyName', code: 'REQUIRED' },
    ]);
    const pickup = await placeOrder(
      app,
      orderInput(cartId, { shippingOptionId: 'posten-pickup', pickupPointId: 'pickup-0155-9' }),
    );
    expect(pickup.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'pickupPointId', code: 'INVALID_PICKUP_POINT' },
    ]);
    expect(await stockOf(sku.skuId)).toBe(before);
  });

  it('accepts a company with a valid organisation number, a pickup point and invoice', async () => {
    const { cartId } = await cartWith('s.stock >= 20 AND NOT p.is_heavy');
    const res = await placeOrder(
      app,
      orderInput(cartId, {
        customerType: 'COMPANY',
        organizationId: '923 609 016',
        companyName: 'Fjellgården AS',
        paymentOptionId: 'invoice',
        shippingOptionId: 'posten-pickup',
        pickupPointId: 'pickup-0155-1',
      }),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.placeOrder?.order.payment.paymentType).toBe('invoice');
  });

  it('gives the last unit to exactly one of two racing shoppers', async () => {
    const sku = await pickSku(
      app.db,
      's.stock >= 5 AND NOT s.oversellable AND NOT s.is_static AND NOT p.is_heavy',
      7,
    );
    const a = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const b = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    await app.db.query('UPDATE skus SET stock = 1, supplier_stock = 0 WHERE id = $1', [sku.skuId]);
    const results = await Promise.all([
      placeOrder(app, orderInput(a.cart?.id ?? '')),
      placeOrder(app, orderInput(b.cart?.id ?? '')),
    ]);
    const won = results.filter((r) => r.data?.placeOrder);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost[0]?.errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_STOCK', available: 0 });
    expect(await stockOf(sku.skuId)).toBe(0);
    const loserCartId = results[0].errors ? a.cart?.id : b.cart?.id;
    const loser = await app.gql<{ getCart: { status: string; items: { quantity: number }[] } }>(
      'query G($id: ID!) { getCart(id: $id) { status items { quantity } } }',
      { id: loserCartId },
    );
    expect(loser.data?.getCart).toEqual({ status: 'OPEN', items: [{ quantity: 1 }] });
  });

  it('sells two units to exactly two of six racing shoppers', async () => {
    const sku = await pickSku(
      app.db,
      's.stock >= 10 AND NOT s.oversellable AND NOT s.is_static AND NOT p.is_heavy',
      9,
    );
    const carts = await Promise.all(
      Array.from({ length: 6 }, () => addToCart(app, { skuId: sku.skuId, quantity: 1 })),
    );
    await app.db.query('UPDATE skus SET stock = 2, supplier_stock = 0 WHERE id = $1', [sku.skuId]);
    const results = await Promise.all(
      carts.map((c) => placeOrder(app, orderInput(c.cart?.id ?? ''))),
    );
    expect(results.filter((r) => r.data?.placeOrder)).toHaveLength(2);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'OUT_OF_STOCK')).toHaveLength(
      4,
    );
    expect(await stockOf(sku.skuId)).toBe(0);
  });

  it('makes one order of a double click sent with one key', async () => {
    const { cartId } = await cartWith('s.stock >= 20 AND NOT p.is_heavy', 1, 11);
    const input = orderInput(cartId);
    const results = await Promise.all([placeOrder(app, input), placeOrder(app, input)]);
    expect(results[0].data?.placeOrder?.order.id).toBeTruthy();
    expect(results[1].data?.placeOrder).toEqual(results[0].data?.placeOrder);
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cartId],
    );
    expect(count?.n).toBe(1);
  });

  it('answers an unpaid order only to its own key: a new key, even with the same details, replaces it', async () => {
    const { cartId, sku } = await cartWith('s.stock >= 20 AND NOT p.is_heavy', 1, 13);
    const before = await stockOf(sku.skuId);
    const input = orderInput(cartId);
    const first = (await placeOrder(app, input)).data?.placeOrder;
    const other = (await placeOrder(app, { ...input, idempotencyKey: key() })).data?.placeOrder;
    expect(other?.order.id).toBeTruthy();
    expect(other?.order.id).not.toBe(first?.order.id);
    expect(other?.token).not.toBe(first?.token);
    const rows = await app.db.query<{ id: string; status: string; paymentStatus: string }>(
      `SELECT id, status, payment_status AS "paymentStatus" FROM orders WHERE cart_id = $1
        ORDER BY created_at, order_number`,
      [cartId],
    );
    expect(rows).toEqual([
      { id: first?.order.id, status: 'cancelled', paymentStatus: 'superseded' },
      { id: other?.order.id, status: 'received', paymentStatus: 'pending' },
    ]);
    // The replaced order's stock came back; the new one holds it once.
    expect(await stockOf(sku.skuId)).toBe((before ?? 0) - 1);
  });

  it('answers an ordered cart with CART_ALREADY_ORDERED and nothing personal, except to its own request', async () => {
    const { cartId } = await cartWith('s.stock >= 20 AND NOT p.is_heavy', 1, 15);
    const input = orderInput(cartId, {
      email: 'offer@example.no',
      billingAddress: { ...ADDRESS, firstName: 'Offer', mobile: '987 65 432' },
    });
    const placed = await placeOrder(app, input);
    // Paid on the sandbox page: the cart is ordered.
    const chosen = await fetch(`${app.url}${placed.data?.placeOrder?.redirectUrl ?? '-'}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approved',
    });
    await fetch(`${app.url}${chosen.headers.get('location') ?? '-'}`, { redirect: 'manual' });
    const [cart] = await app.db.query<{ status: string }>(
      'SELECT status FROM carts WHERE id = $1',
      [cartId],
    );
    expect(cart?.status).toBe('ordered');
    // The shopper's own retry (same key, same input) gets the order it placed again.
    const own = await placeOrder(app, input);
    expect(own.data?.placeOrder?.order.id).toBe(placed.data?.placeOrder?.order.id);
    expect(own.data?.placeOrder?.token).toBe(placed.data?.placeOrder?.token);
    // Anyone else who knows the cart id: a new key, made-up details, or the same details.
    const attempts = [
      orderInput(cartId),
      orderInput(cartId, { email: 'attacker@example.no' }),
      { ...input, idempotencyKey: key() },
    ];
    for (const attempt of attempts) {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY },
        body: JSON.stringify({ query: PLACE_ORDER, variables: { input: attempt } }),
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({
        data: null,
        errors: [
          {
            message:
              'Denne handlekurven er allerede bestilt og betalt. Se ordrebekreftelsen på e-post.',
            extensions: { code: 'CART_ALREADY_ORDERED' },
          },
        ],
      });
      for (const secret of [
        placed.data?.placeOrder?.order.id ?? '-',
        placed.data?.placeOrder?.token ?? '-',
        placed.data?.placeOrder?.order.orderNumber ?? '-',
        'offer@example.no',
        'Offer',
        '987',
      ])
        expect(text).not.toContain(secret);
    }
    // The same key with other input is a reused key, not the order either.
    const reused = await placeOrder(app, { ...input, email: 'attacker@example.no' });
    expect(reused.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reused.data?.placeOrder ?? null).toBeNull();
    const nn = await placeOrder(app, orderInput(cartId, { languageId: 2 }));
    expect(nn.errors?.[0]?.message).toBe(
      'Denne handlekorga er alt bestilt og betalt. Sjå ordrestadfestinga på e-post.',
    );
  });

  it('cancels an unpaid order when the shopper changes the cart, giving the stock back', async () => {
    const { cartId, sku } = await cartWith('s.stock >= 20 AND NOT p.is_heavy', 1, 3);
    const before = await stockOf(sku.skuId);
    const placed = await placeOrder(app, orderInput(cartId));
    expect(await stockOf(sku.skuId)).toBe((before ?? 0) - 1);
    const { cart } = await addToCart(app, { cartId, skuId: sku.skuId, quantity: 1 });
    expect(cart?.status).toBe('OPEN');
    expect(await stockOf(sku.skuId)).toBe(before);
    const [old] = await app.db.query<{ status: string; paymentStatus: string }>(
      'SELECT status, payment_status AS "paymentStatus" FROM orders WHERE id = $1',
      [placed.data?.placeOrder?.order.id],
    );
    expect(old).toEqual({ status: 'cancelled', paymentStatus: 'superseded' });
    const next = await placeOrder(app, orderInput(cartId));
    expect(next.data?.placeOrder?.order.lines[0]?.quantity).toBe(2);
  });

  it('asks for a payment method when something is left to pay, and takes nothing without one', async () => {
    const { cartId, sku } = await cartWith('s.stock >= 20 AND NOT p.is_heavy', 3);
    const stockBefore = await stockOf(sku.skuId);
    const res = await placeOrder(app, orderInput(cartId, { paymentOptionId: null }));
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'paymentOptionId', code: 'REQUIRED' }],
    });
    expect(await stockOf(sku.skuId)).toBe(stockBefore);
    const [orders] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cartId],
    );
    expect(orders?.n).toBe(0);
  });

  it('completes an order paid in full by a gift card without a payment page', async () => {
    const { cartId } = await cartWith(
      's.stock >= 20 AND NOT p.is_heavy AND p.price_inc_vat_ore < 100000',
      1,
      5,
    );
    await cartMutation(app, 'applyGiftCard', 'cartId: $cartId, code: $code, idempotencyKey: $key', {
      cartId,
      code: 'GAVE-2000-DEMO',
      key: key(),
    });
    // No payment method chosen: a gift card paying everything needs none.
    const res = await placeOrder(app, orderInput(cartId, { paymentOptionId: null }));
    const placed = res.data?.placeOrder;
    expect(placed?.order).toMatchObject({
      status: 'processing',
      payment: { status: 'not_required', paymentType: 'giftcard' },
      totals: { toPay: 0 },
    });
    expect(placed?.redirectUrl).toBe(
      `/checkout/confirm#order=${placed?.order.id ?? '-'}&token=${placed?.token ?? '-'}`,
    );
    const [card] = await app.db.query<{ balance: number }>(
      `SELECT balance_ore AS balance FROM gift_cards WHERE code = 'GAVE-2000-DEMO'`,
    );
    expect(card?.balance).toBe(200_000 - Math.round((placed?.order.totals.giftCard ?? 0) * 100));
    const closed = await addToCart(app, { cartId, skuId: 1, quantity: 1 });
    expect(closed.error?.extensions?.code).toBe('CART_CLOSED');
  });

  it('refuses an empty cart and an unknown cart', async () => {
    const { cartId, sku } = await cartWith('s.stock >= 20 AND NOT p.is_heavy');
    await cartMutation(
      app,
      'removeCartItem',
      'cartId: $cartId, item: { skuId: $skuId }, idempotencyKey: $key',
      {
        cartId,
        skuId: sku.skuId,
        key: key(),
      },
    );
    expect((await placeOrder(app, orderInput(cartId))).errors?.[0]?.extensions?.code).toBe(
      'EMPTY_CART',
    );
    expect(
      (await placeOrder(app, orderInput('AAAAAAAAAAAAAAAAAAAAAA'))).errors?.[0]?.extensions?.code,
    ).toBe('CART_NOT_FOUND');
  });
});
