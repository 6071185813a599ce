// Issue 17 point 5: a cart, its checkout, its order and the payment in the market's currency.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL (CI), like every server test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_FIELDS, key, pickSku, type CartData } from '../testing/cart-helpers.js';
import { orderInput } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';
import { PARCEL_FEE_ORE, FREE_SHIPPING_THRESHOLD_ORE } from '../../shared/shipping/policy.js';
import { marketOre, marketPolicyOre } from '../site/market-rules.js';
import { SEK_PER_NOK } from '../seed/write-static.js';
import { formatMoney } from '../../shared/money/format.js';

const SWEDEN = { id: 2, alias: 'se', currencyCode: 'SEK', rate: SEK_PER_NOK, countryCode: 'SE' };
/** An address in Sweden as a shopper types it: the order keeps PostNord's and E.164 forms. */
const SWEDISH_ADDRESS = {
  firstName: 'Karin',
  lastName: 'Svensson',
  addressLine1: 'Drottninggatan 12',
  zip: '11455',
  city: 'Stockholm',
  mobile: '070-123 45 67',
};
const SEK = 2;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
});
afterAll(() => app.close());

type Cart = CartData & { currencyCode: string };

const FIELDS = `${CART_FIELDS} currencyCode
  summary { shipping { freeShippingThreshold freeShippingThresholdFormatted } }`;

async function add(skuId: number, quantity: number, marketId?: number) {
  const res = await app.gql<{ addToCart: Cart }>(
    `mutation A($skuId: Int!, $quantity: Int!, $key: String!, $marketId: Int) {
      addToCart(skuId: $skuId, quantity: $quantity, idempotencyKey: $key, marketId: $marketId) { ${FIELDS} }
    }`,
    { skuId, quantity, key: key(), marketId },
  );
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no cart');
  return res.data.addToCart;
}

async function getCart(id: string, marketId?: number) {
  const res = await app.gql<{ getCart: Cart }>(
    `query G($id: ID!, $marketId: Int) { getCart(id: $id, marketId: $marketId) { ${FIELDS} } }`,
    { id, marketId },
  );
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no cart');
  return res.data.getCart;
}

async function unitPrice(productId: number, marketId: number) {
  const res = await app.gql<{ product: { unitPrice: { sellingPriceIncVat: number } } }>(
    `query P($productId: Int, $marketId: Int) {
      product(productId: $productId, marketId: $marketId) { unitPrice { sellingPriceIncVat } }
    }`,
    { productId, marketId },
  );
  return res.data?.product.unitPrice.sellingPriceIncVat;
}

const ore = (kroner: number) => Math.round(kroner * 100);

describe('a cart in a market', () => {
  it('prices its lines, totals, shipping and threshold in the market currency', async () => {
    const sku = await pickSku(
      app.db,
      's.stock >= 20 AND NOT p.is_heavy AND p.price_inc_vat_ore < 50000',
    );
    const cart = await add(sku.skuId, 2, SEK);
    expect(cart.currencyCode).toBe('SEK');
    const line = cart.items[0];
    // What the product's card shows in Sverige is what the cart charges per unit.
    expect(line?.unitPrice.sellingPriceIncVat).toBe(await unitPrice(sku.productId, SEK));
    expect(line?.unitPrice.sellingPriceIncVatFormatted).toMatch(/ SEK$/);
    expect(ore(line?.totalPrice.sellingPriceIncVat ?? 0)).toBe(
      2 * ore(line?.unitPrice.sellingPriceIncVat ?? 0),
    );
    const { shipping, subTotal, total } = cart.summary as Cart['summary'] & {
      shipping: { freeShippingThreshold: number; freeShippingThresholdFormatted: string };
    };
    expect(subTotal.sellingPriceIncVatFormatted).toMatch(/ SEK$/);
    expect(ore(shipping.shippingFeeIncVat)).toBe(marketOre(PARCEL_FEE_ORE, SWEDEN));
    // A round figure in the market (1 400 SEK, not the converted 1 425), as the shop promises it.
    expect(ore(shipping.freeShippingThreshold)).toBe(
      marketPolicyOre(FREE_SHIPPING_THRESHOLD_ORE, SWEDEN),
    );
    expect(ore(shipping.freeShippingThreshold) % 100_00).toBe(0);
    expect(shipping.freeShippingThresholdFormatted).toMatch(/ SEK$/);
    expect(ore(shipping.amountLeftToFreeShipping)).toBe(
      marketPolicyOre(FREE_SHIPPING_THRESHOLD_ORE, SWEDEN) - ore(subTotal.sellingPriceIncVat),
    );
    expect(ore(total.sellingPriceIncVat)).toBe(
      ore(subTotal.sellingPriceIncVat) + ore(shipping.feeIncVat),
    );

    // A market change reprices the cart: the same cart asked in Norge is in NOK again.
    const norway = await getCart(cart.id, 1);
    expect(norway.currencyCode).toBe('NOK');
    expect(norway.items[0]?.unitPrice.sellingPriceIncVat).toBe(await unitPrice(sku.productId, 1));
    expect(norway.items[0]?.unitPrice.sellingPriceIncVatFormatted).not.toMatch(/SEK/);
    // An unknown market is the default one.
    expect((await getCart(cart.id, 99)).currencyCode).toBe('NOK');
  });

  it('offers shipping in the market currency and orders, pays and shows the order in it', async () => {
    const sku = await pickSku(
      app.db,
      's.stock >= 20 AND NOT p.is_heavy AND p.price_inc_vat_ore BETWEEN 30000 AND 100000',
    );
    const cart = await add(sku.skuId, 1, SEK);
    // A gift card keeps NOK: in Sverige it pays what its balance converts to, rounded down.
    const code = `MARKET-${Date.now()}`;
    await app.db.query(
      `INSERT INTO gift_cards (code, initial_ore, balance_ore, expires_at)
       VALUES ($1, 15050, 15050, now() + interval '1 year')`,
      [code],
    );
    const applied = await app.gql<{ applyGiftCard: Cart }>(
      `mutation G($cartId: ID!, $code: String!, $key: String!, $marketId: Int) {
        applyGiftCard(cartId: $cartId, code: $code, idempotencyKey: $key, marketId: $marketId) { ${FIELDS} }
      }`,
      { cartId: cart.id, code, key: key(), marketId: SEK },
    );
    expect(applied.errors).toBeUndefined();
    expect(ore(applied.data?.applyGiftCard.giftCard?.balance ?? 0)).toBe(
      Math.floor(15050 * SEK_PER_NOK),
    );

    const checkout = await app.gql<{
      checkout: {
        shippingOptions: { id: string; feeIncVat: number; feeIncVatFormatted: string }[];
      };
    }>(
      `query C($cartId: ID!, $marketId: Int) {
        checkout(cartId: $cartId, marketId: $marketId) { shippingOptions { id feeIncVat feeIncVatFormatted } }
      }`,
      { cartId: cart.id, marketId: SEK },
    );
    const home = checkout.data?.checkout.shippingOptions.find((o) => o.id === 'postnord-home');
    expect(ore(home?.feeIncVat ?? 0)).toBe(marketOre(14_900, SWEDEN));
    expect(home?.feeIncVatFormatted).toBe('142 SEK');

    const seen = await getCart(cart.id, SEK);
    const placed = await app.gql<{
      placeOrder: {
        token: string;
        redirectUrl: string;
        order: {
          id: string;
          currencyCode: string;
          totals: {
            total: { incVat: number; incVatFormatted: string };
            toPay: number;
            giftCard: number;
          };
          lines: { unitPrice: { incVatFormatted: string } }[];
        };
      };
    }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { token redirectUrl
        order { id currencyCode totals { total { incVat incVatFormatted } toPay giftCard }
                lines { unitPrice { incVatFormatted } } } } }`,
      {
        input: orderInput(cart.id, {
          marketId: SEK,
          shippingOptionId: 'postnord-home',
          billingAddress: SWEDISH_ADDRESS,
        }),
      },
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data?.placeOrder.order;
    expect(order?.currencyCode).toBe('SEK');
    // The goods as the cart showed them in SEK, and the home delivery chosen at the checkout.
    expect(ore(order?.totals.total.incVat ?? 0)).toBe(
      ore(seen.summary.subTotal.sellingPriceIncVat) + marketOre(14_900, SWEDEN),
    );
    expect(order?.totals.total.incVatFormatted).toMatch(/ SEK$/);
    expect(order?.lines[0]?.unitPrice.incVatFormatted).toMatch(/ SEK$/);
    expect(ore(order?.totals.giftCard ?? 0)).toBe(Math.floor(15050 * SEK_PER_NOK));
    const [stored] = await app.db.query<{ currency: string; toPay: number; giftBase: number }>(
      `SELECT currency_code AS currency, to_pay_ore AS "toPay", gift_card_base_ore AS "giftBase"
         FROM orders WHERE id = $1`,
      [order?.id],
    );
    expect(stored).toEqual({
      currency: 'SEK',
      toPay: ore(order?.totals.toPay ?? 0),
      giftBase: 15050,
    });
    // The card gave all its NOK for its SEK.
    const [card] = await app.db.query<{ balance: number }>(
      'SELECT balance_ore AS balance FROM gift_cards WHERE code = $1',
      [code],
    );
    expect(card?.balance).toBe(0);

    // The sandbox asks for the amount in SEK, and its approval (a notice in SEK) settles the order.
    const redirectUrl = placed.data?.placeOrder.redirectUrl ?? '';
    const page = await (await fetch(`${app.url}${redirectUrl}`)).text();
    expect(page).toContain(formatMoney(ore(order?.totals.toPay ?? 0), 'SEK'));
    const chosen = await fetch(`${app.url}${redirectUrl}`, {
      redirect: 'manual',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'approved' }).toString(),
    });
    expect(chosen.status).toBe(303);
    const [settled] = await app.db.query<{ status: string }>(
      'SELECT payment_status AS status FROM orders WHERE id = $1',
      [order?.id],
    );
    expect(settled?.status).toBe('approved');
  });

  it('gives a cancelled order its gift card NOK back, not its SEK', async () => {
    const sku = await pickSku(
      app.db,
      's.stock >= 20 AND NOT p.is_heavy AND p.price_inc_vat_ore > 30000',
      1,
    );
    const cart = await add(sku.skuId, 1, SEK);
    const code = `MARKETBACK-${Date.now()}`;
    await app.db.query(
      `INSERT INTO gift_cards (code, initial_ore, balance_ore, expires_at)
       VALUES ($1, 10000, 10000, now() + interval '1 year')`,
      [code],
    );
    await app.gql(
      `mutation G($cartId: ID!, $code: String!, $key: String!, $marketId: Int) {
        applyGiftCard(cartId: $cartId, code: $code, idempotencyKey: $key, marketId: $marketId) { id }
      }`,
      { cartId: cart.id, code, key: key(), marketId: SEK },
    );
    const placed = await app.gql<{ placeOrder: { order: { id: string } } }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
      {
        input: orderInput(cart.id, {
          marketId: SEK,
          shippingOptionId: 'postnord-home',
          billingAddress: SWEDISH_ADDRESS,
        }),
      },
    );
    expect(placed.errors).toBeUndefined();
    const balance = async () =>
      (
        await app.db.query<{ balance: number }>(
          'SELECT balance_ore AS balance FROM gift_cards WHERE code = $1',
          [code],
        )
      )[0]?.balance;
    expect(await balance()).toBe(0);
    // Changing the cart cancels its unpaid order: the card gets back the 100 NOK it gave.
    const res = await app.gql(
      `mutation A($cartId: ID!, $skuId: Int!, $key: String!, $marketId: Int) {
        addToCart(cartId: $cartId, skuId: $skuId, quantity: 1, idempotencyKey: $key, marketId: $marketId) { id }
      }`,
      { cartId: cart.id, skuId: sku.skuId, key: key(), marketId: SEK },
    );
    expect(res.errors).toBeUndefined();
    expect(await balance()).toBe(10000);
  });
});

interface Choices {
  country: string;
  shippingOptions: { id: string; carrier: string }[];
  paymentOptions: { id: string }[];
}

async function checkoutIn(cartId: string, marketId: number) {
  const res = await app.gql<{ checkout: Choices }>(
    `query C($cartId: ID!, $marketId: Int) {
      checkout(cartId: $cartId, marketId: $marketId) {
        country shippingOptions { id carrier } paymentOptions { id }
      }
    }`,
    { cartId, marketId },
  );
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no checkout');
  return res.data.checkout;
}

type FieldErrors = { field: string; code: string }[];

async function place(input: Record<string, unknown>) {
  return app.gql<{ placeOrder: { order: { id: string } } }>(
    `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
    { input },
  );
}

describe('a checkout in Sverige delivers in Sweden, by its rules', () => {
  it("offers Sweden's carriers and payments, and Norway's in Norge", async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 2);
    const cart = await add(sku.skuId, 1, SEK);
    const sweden = await checkoutIn(cart.id, SEK);
    expect(sweden.country).toBe('SE');
    expect(sweden.shippingOptions).toEqual([
      { id: 'postnord-pickup', carrier: 'PostNord' },
      { id: 'postnord-home', carrier: 'PostNord' },
    ]);
    // Vipps is a Norwegian app.
    expect(sweden.paymentOptions.map((o) => o.id)).toEqual([
      'card',
      'invoice',
      'instalments',
      'paylater',
    ]);
    const norway = await checkoutIn(cart.id, 1);
    expect(norway.country).toBe('NO');
    expect(norway.shippingOptions.map((o) => o.id)).toEqual([
      'posten-pickup',
      'posten-locker',
      'bring-home',
    ]);
    expect(norway.paymentOptions.map((o) => o.id)).toContain('vipps');

    // Who may call: anyone with the cart. What bad input gets: an option Sweden has not.
    const vipps = await app.gql(
      `mutation S($cartId: ID!, $key: String!, $marketId: Int) {
        selectPaymentOption(cartId: $cartId, paymentOptionId: "vipps", idempotencyKey: $key, marketId: $marketId) { country }
      }`,
      { cartId: cart.id, key: key(), marketId: SEK },
    );
    expect(vipps.errors?.[0]?.extensions?.code).toBe('INVALID_PAYMENT_OPTION');
    const posten = await app.gql(
      `mutation S($cartId: ID!, $key: String!, $marketId: Int) {
        selectShippingOption(cartId: $cartId, shippingOptionId: "posten-pickup", idempotencyKey: $key, marketId: $marketId) { country }
      }`,
      { cartId: cart.id, key: key(), marketId: SEK },
    );
    expect(posten.errors?.[0]?.extensions?.code).toBe('INVALID_SHIPPING_OPTION');
  });

  it('refuses a Norwegian address, carrier and payment in Sweden, each with its code', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 3);
    const cart = await add(sku.skuId, 1, SEK);
    const norwegian = await place(
      orderInput(cart.id, { marketId: SEK, shippingOptionId: 'postnord-home' }),
    );
    expect(norwegian.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(norwegian.errors?.[0]?.extensions?.fields as FieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'billingAddress.zip', code: 'INVALID_ZIP' },
        { field: 'billingAddress.mobile', code: 'INVALID_MOBILE' },
      ]),
    );
    const abroad = await place(
      orderInput(cart.id, {
        marketId: SEK,
        shippingOptionId: 'postnord-home',
        billingAddress: { ...SWEDISH_ADDRESS, country: 'NO' },
      }),
    );
    expect(abroad.errors?.[0]?.extensions?.fields as FieldErrors).toEqual([
      { field: 'billingAddress.country', code: 'UNSUPPORTED_COUNTRY' },
    ]);
    const bring = await place(
      orderInput(cart.id, { marketId: SEK, billingAddress: SWEDISH_ADDRESS }),
    );
    expect(bring.errors?.[0]?.extensions?.code).toBe('INVALID_SHIPPING_OPTION');
    const vipps = await place(
      orderInput(cart.id, {
        marketId: SEK,
        shippingOptionId: 'postnord-home',
        billingAddress: SWEDISH_ADDRESS,
        paymentOptionId: 'vipps',
      }),
    );
    expect(vipps.errors?.[0]?.extensions?.code).toBe('INVALID_PAYMENT_OPTION');
    // An organisation number with a wrong Luhn digit is no company's.
    const company = await place(
      orderInput(cart.id, {
        marketId: SEK,
        shippingOptionId: 'postnord-home',
        billingAddress: SWEDISH_ADDRESS,
        customerType: 'COMPANY',
        companyName: 'Skoter AB',
        organizationId: '556012-5791',
      }),
    );
    expect(company.errors?.[0]?.extensions?.fields as FieldErrors).toEqual([
      { field: 'organizationId', code: 'INVALID_ORGANIZATION_ID' },
    ]);
    // And in Norge a Swedish address is not a Norwegian one.
    const inNorway = await place(orderInput(cart.id, { billingAddress: SWEDISH_ADDRESS }));
    expect(inNorway.errors?.[0]?.extensions?.fields as FieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'billingAddress.zip', code: 'INVALID_ZIP' },
        { field: 'billingAddress.mobile', code: 'INVALID_MOBILE' },
      ]),
    );
  });

  it('orders to a PostNord service point near a Swedish postcode, as a Swedish company', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 4);
    const cart = await add(sku.skuId, 1, SEK);
    const near = await app.gql<{
      pickupPoints: { id: string; carrier: string; zip: string; city: string }[];
    }>(
      `query N { pickupPoints(postcode: "114 55", shippingOptionId: "postnord-pickup") { id carrier zip city } }`,
    );
    const point = near.data?.pickupPoints[0];
    expect(point).toMatchObject({ carrier: 'PostNord', zip: '114 55', city: 'Stockholm' });
    // A Norwegian postcode has no ombud, and Posten has no points near a Swedish one.
    const none = await app.gql<{ a: unknown[]; b: unknown[] }>(
      `query N { a: pickupPoints(postcode: "0155", shippingOptionId: "postnord-pickup") { id }
                 b: pickupPoints(postcode: "114 55", shippingOptionId: "posten-pickup") { id } }`,
    );
    expect(none.data).toEqual({ a: [], b: [] });

    const placed = await place(
      orderInput(cart.id, {
        marketId: SEK,
        shippingOptionId: 'postnord-pickup',
        pickupPointId: point?.id,
        billingAddress: SWEDISH_ADDRESS,
        customerType: 'COMPANY',
        companyName: 'Skoter AB',
        organizationId: '5560125790',
        paymentOptionId: 'invoice',
      }),
    );
    expect(placed.errors).toBeUndefined();
    const [stored] = await app.db.query<{ address: Record<string, string>; org: string }>(
      `SELECT billing_address AS address, organization_id AS org FROM orders WHERE id = $1`,
      [placed.data?.placeOrder.order.id],
    );
    expect(stored?.org).toBe('556012-5790');
    expect(stored?.address).toMatchObject({
      zip: '114 55',
      country: 'SE',
      mobile: '+46701234567',
    });
  });
});
