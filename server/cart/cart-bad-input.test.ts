// Issue #4 point 8: bad input is refused with a code and a text in the shopper's language, and
// nothing already in the cart is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, CART_FIELDS, key, pickSku, type CartData } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Failure {
  status: number;
  message: string | undefined;
  code: unknown;
}

async function mutate(field: string, args: string, languageId?: number): Promise<Failure> {
  const language = languageId === undefined ? '' : `, languageId: ${languageId}`;
  const res = await app.gql(
    `mutation { ${field}(${args}, idempotencyKey: "${key()}"${language}) { id } }`,
  );
  return {
    status: res.status,
    message: res.errors?.[0]?.message,
    code: res.errors?.[0]?.extensions?.code,
  };
}

const lines = async (id: string) =>
  (
    await app.gql<{ getCart: CartData }>(
      `query G($id: ID!) { getCart(id: $id) { ${CART_FIELDS} } }`,
      { id },
    )
  ).data?.getCart.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity }));

/** A cart with two lines: 2 of a and 1 of b (b has exactly 3 units to sell). */
async function twoLineCart() {
  const a = await pickSku(app.db, 's.stock >= 20 AND NOT s.oversellable AND NOT s.is_static');
  const b = await pickSku(
    app.db,
    's.stock = 3 AND s.supplier_stock = 0 AND NOT s.oversellable AND NOT s.is_static',
  );
  const { cart } = await addToCart(app, { skuId: a.skuId, quantity: 2 });
  const cartId = cart?.id ?? '';
  await addToCart(app, { cartId, skuId: b.skuId, quantity: 1 });
  return { cartId, a, b };
}

describe('bad cart input', () => {
  it('refuses bad quantities and unknown skus in Bokmål or Nynorsk, keeping the cart', async () => {
    const { cartId, a, b } = await twoLineCart();
    const before = await lines(cartId);
    expect(before).toEqual([
      { skuId: a.skuId, quantity: 2 },
      { skuId: b.skuId, quantity: 1 },
    ]);
    const add = (skuId: number, quantity: number, languageId?: number) =>
      mutate(
        'addToCart',
        `cartId: "${cartId}", skuId: ${skuId}, quantity: ${quantity}`,
        languageId,
      );
    const update = (skuId: number, quantity: number) =>
      mutate(
        'updateCartItemQuantity',
        `cartId: "${cartId}", item: { skuId: ${skuId} }, quantity: ${quantity}`,
      );

    expect(await add(a.skuId, -1)).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'Ugyldig antall. Skriv et helt tall.',
    });
    expect(await add(a.skuId, -1, 2)).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'Ugyldig tal. Skriv eit heilt tal.',
    });
    expect(await add(a.skuId, 2_147_483_647)).toMatchObject({
      code: 'QUANTITY_THRESHOLD',
      message: 'Du kan kjøpe høyst 50 av denne varen.',
    });
    expect(await update(a.skuId, 1_000_000)).toMatchObject({ code: 'QUANTITY_THRESHOLD' });
    expect(await update(a.skuId, -5)).toMatchObject({ code: 'INVALID_QUANTITY' });
    expect(await add(b.skuId, 5, 2)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Det er berre 3 att av denne vara.',
    });
    expect(await add(987_654_321, 1)).toMatchObject({
      code: 'UNKNOWN_SKU',
      message: 'Denne varen finnes ikke i sortimentet.',
    });
    expect(await update(987_654_321, 1)).toMatchObject({ code: 'ITEM_NOT_FOUND' });
    expect(
      await mutate('removeCartItem', `cartId: "${cartId}", item: { groupKey: "nope" }`),
    ).toMatchObject({ code: 'ITEM_NOT_FOUND' });
    // Beyond a 32-bit Int GraphQL itself refuses the request (400) before any resolver runs.
    expect((await add(a.skuId, 99_999_999_999)).status).toBe(400);

    expect(await lines(cartId)).toEqual(before);
  });

  it('refuses malformed, unknown and expired codes with a text, keeping the cart', async () => {
    const { cartId } = await twoLineCart();
    const before = await lines(cartId);
    const promo = (code: string, languageId?: number) =>
      mutate('applyPromoCode', `cartId: "${cartId}", code: ${JSON.stringify(code)}`, languageId);
    const gift = (code: string, languageId?: number) =>
      mutate('applyGiftCard', `cartId: "${cartId}", code: ${JSON.stringify(code)}`, languageId);

    expect(await promo('<script>alert(1)</script>')).toMatchObject({
      code: 'PROMO_INVALID',
      message: 'Ugyldig rabattkode.',
    });
    expect(await promo('X'.repeat(5000))).toMatchObject({ code: 'PROMO_INVALID' });
    expect(await promo('BLACKWEEK23', 2)).toMatchObject({
      code: 'PROMO_EXPIRED',
      message: 'Rabattkoden har gått ut.',
    });
    expect(await gift('GAVE-GAMMEL-DEMO')).toMatchObject({
      code: 'GIFT_CARD_INVALID',
      message: 'Gavekortet er utløpt.',
    });
    expect(await gift('GAVE-TOMT-DEMO', 2)).toMatchObject({
      code: 'GIFT_CARD_EMPTY',
      message: 'Gåvekortet er brukt opp.',
    });
    expect(await lines(cartId)).toEqual(before);
  });

  it('never takes prices from the client', async () => {
    const { cartId, a } = await twoLineCart();
    const before = await lines(cartId);
    const tampered = await app.gql(
      `mutation { addToCart(cartId: "${cartId}", skuId: ${a.skuId}, quantity: 1, price: 1,
                   idempotencyKey: "${key()}") { id } }`,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.errors?.[0]?.message).toMatch(/Unknown argument "price"/);

    const order = await placeOrder(app, { ...orderInput(cartId), totalIncVat: 1 });
    expect(order.errors?.[0]?.message).toMatch(/totalIncVat/);
    expect(await lines(cartId)).toEqual(before);

    // The order is priced by the server from its own catalogue prices.
    const [goods] = await app.db.query<{ ore: number }>(
      `SELECT sum(ci.quantity * p.price_inc_vat_ore)::int AS ore
         FROM cart_items ci JOIN skus s ON s.id = ci.sku_id JOIN products p ON p.id = s.product_id
        WHERE ci.cart_id = $1`,
      [cartId],
    );
    const placed = (await placeOrder(app, orderInput(cartId))).data?.placeOrder;
    const read = await app.gql<{ order: { totals: { subTotal: { incVat: number } } } }>(
      'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { totals { subTotal { incVat } } } }',
      { id: placed?.order.id, token: placed?.token },
    );
    expect(read.data?.order.totals.subTotal.incVat).toBeCloseTo((goods?.ore ?? NaN) / 100, 2);
  });
});

describe('carts that are not yours', () => {
  it('are reachable only by their unguessable id, and a key never answers another cart', async () => {
    const mine = await twoLineCart();
    const theirs = await twoLineCart();
    for (const id of [mine.cartId, theirs.cartId]) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mine.cartId).not.toBe(theirs.cartId);

    // Near misses and other shapes of id find nothing.
    const last = mine.cartId.endsWith('A') ? 'B' : 'A';
    const nearMiss = `${mine.cartId.slice(0, -1)}${last}`;
    for (const id of [nearMiss, '1', mine.cartId.toLowerCase() + 'x', `${mine.cartId} `]) {
      const miss = await mutate(
        'addToCart',
        `cartId: ${JSON.stringify(id)}, skuId: ${mine.a.skuId}, quantity: 1`,
      );
      expect(miss.code).toBe('CART_NOT_FOUND');
      expect(miss.message).toMatch(/^Fant ikke handlekurven/);
    }

    // Their idempotency key means nothing on my cart (keys are scoped by operation and cart):
    // my request runs as my own and answers my cart; their cart is not revealed.
    const theirKey = key();
    await addToCart(app, {
      cartId: theirs.cartId,
      skuId: theirs.a.skuId,
      quantity: 1,
      key: theirKey,
    });
    const reuse = await addToCart(app, {
      cartId: mine.cartId,
      skuId: mine.b.skuId,
      quantity: 1,
      key: theirKey,
    });
    expect(reuse.error).toBeNull();
    expect(reuse.cart?.id).toBe(mine.cartId);
    expect(JSON.stringify(reuse)).not.toContain(theirs.cartId);
    expect(await lines(mine.cartId)).toEqual([
      { skuId: mine.a.skuId, quantity: 2 },
      { skuId: mine.b.skuId, quantity: 2 },
    ]);
  });
});
