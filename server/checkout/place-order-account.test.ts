// A logged-in shopper orders as the account's customer type (issue 15; place-order.ts,
// OrderAccount): a private account cannot place a business order nor a business account a
// private one, whatever the request says, and a business account's order carries its own
// organisation number and shows its amounts without VAT. Guests choose freely. PGlite here, the
// same file on PostgreSQL in CI (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedCall } from '../accounts/testing.js';
import { NO_RATE_LIMITS } from '../http/rate-limits.js';
import { readOutbox } from '../mail/mailer.js';
import { addToCart, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput } from '../testing/order-helpers.js';
import type { TestApp } from '../testing/test-app.js';
import { startAccountTestApp, type AccountTestApp } from '../testing/account-app.js';
import { formatOre } from '../../shared/money/format.js';

let shop: AccountTestApp;
let app: TestApp;
beforeAll(async () => {
  shop = await startAccountTestApp('place-order-account-outbox', NO_RATE_LIMITS);
  app = shop.app;
});
afterAll(() => shop.close());

let counter = 0;
const newEmail = () => `kundetype${++counter}.${Date.now()}@example.test`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await signedCall(app.url, 'register', email, 'hemmelig1', extra);
  expect(answer.status).toBe(200);
  return answer.body.token ?? '';
}

const BUSINESS = {
  customerType: 'COMPANY',
  organizationId: '923 609 016',
  companyName: 'Fjellgarasjen AS',
};

/** A cart with one unit of a light product at 25 % VAT (its own product per call). */
async function cartWith(offset: number) {
  const sku = await pickSku(
    app.db,
    's.stock >= 20 AND NOT p.is_heavy AND p.vat_rate = 25',
    offset + 40,
  );
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
  if (!cart) throw new Error('no cart');
  return { cartId: cart.id, skuId: sku.skuId };
}

interface Placed {
  placeOrder: {
    redirectUrl: string;
    order: {
      id: string;
      orderNumber: string;
      customerType: string;
      organizationId: string | null;
      companyName: string | null;
      totals: { total: { incVat: number; exVat: number } };
    };
  } | null;
}

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    redirectUrl
    order { id orderNumber customerType organizationId companyName totals { total { incVat exVat } } }
  }
}`;

const place = (input: Record<string, unknown>, token?: string) =>
  app.gql<Placed>(PLACE, { input }, token ? bearer(token) : {});

const ordersOfCart = async (cartId: string) =>
  (
    await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE cart_id = $1', [
      cartId,
    ])
  )[0]?.n;

const stockOf = async (skuId: number) =>
  (await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [skuId]))[0]
    ?.stock;

describe('placeOrder logged in', () => {
  it('refuses a business order from a private account in its language, taking nothing, then orders as a person', async () => {
    const token = await register(newEmail());
    const { cartId, skuId } = await cartWith(counter);
    const before = await stockOf(skuId);
    const asBusiness = orderInput(cartId, { ...BUSINESS, organizationId: '923609016' });
    const refused = await place(asBusiness, token);
    expect(refused.data?.placeOrder ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('CUSTOMER_TYPE_LOCKED');
    expect(refused.errors?.[0]?.extensions?.customerType).toBe('PERSON');
    expect(refused.errors?.[0]?.message).toBe(
      'Du er logget inn og handler som privatperson, slik kontoen din er registrert. Last siden på nytt og prøv igjen.',
    );
    const nynorsk = await place({ ...asBusiness, idempotencyKey: key(), languageId: 2 }, token);
    expect(nynorsk.errors?.[0]?.message).toBe(
      'Du er logga inn og handlar som privatperson, slik kontoen din er registrert. Last sida på nytt og prøv igjen.',
    );
    expect(await ordersOfCart(cartId)).toBe(0);
    expect(await stockOf(skuId)).toBe(before);

    // As the account's own type the same cart is ordered, and the order is the account's.
    const placed = await place(orderInput(cartId), token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder?.order).toMatchObject({
      customerType: 'PERSON',
      organizationId: null,
    });
    const mine = await app.gql<{ me: { orders: { orders: { id: string }[] } } }>(
      '{ me { orders { orders { id } } } }',
      {},
      bearer(token),
    );
    expect(mine.data?.me.orders.orders.map((o) => o.id)).toEqual([
      placed.data?.placeOrder?.order.id,
    ]);
  });

  it('has a business account buy as its business: never as a person, always with its own organisation number, amounts without VAT', async () => {
    const token = await register(newEmail(), BUSINESS);
    // What the shop shows it: the account is a business, and the channel's business prices are
    // without VAT (the client's display follows these two).
    const seen = await app.gql<{
      me: { customerType: string };
      channel: { configuration: { customerTypes: { type: string; vatIncluded: boolean }[] } };
    }>(
      '{ me { customerType } channel { configuration { customerTypes { type vatIncluded } } } }',
      {},
      bearer(token),
    );
    expect(seen.data?.me.customerType).toBe('COMPANY');
    expect(
      seen.data?.channel.configuration.customerTypes.find((t) => t.type === 'COMPANY'),
    ).toEqual({ type: 'COMPANY', vatIncluded: false });

    const { cartId } = await cartWith(counter);
    // Private terms (and a payment method only private persons have) are refused as such.
    const asPerson = await place(orderInput(cartId, { paymentOptionId: 'vipps' }), token);
    expect(asPerson.errors?.[0]?.extensions?.code).toBe('CUSTOMER_TYPE_LOCKED');
    expect(asPerson.errors?.[0]?.message).toBe(
      'Du er logget inn og handler som bedrift, slik kontoen din er registrert. Last siden på nytt og prøv igjen.',
    );
    expect(await ordersOfCart(cartId)).toBe(0);

    // Another company's number is not taken: the order is the account's business, under the
    // account's name when none is given.
    const placed = await place(
      orderInput(cartId, { ...BUSINESS, organizationId: '974760673', companyName: ' ' }),
      token,
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data?.placeOrder?.order;
    expect(order).toMatchObject({
      customerType: 'COMPANY',
      organizationId: '923609016',
      companyName: 'Fjellgarasjen AS',
    });
    const total = order?.totals.total ?? { incVat: 0, exVat: 0 };
    expect(total.exVat).toBeCloseTo(total.incVat / 1.25, 1);

    // Paid, its confirmation shows the business's amounts without VAT and the VAT added.
    const paid = await fetch(`${app.url}${placed.data?.placeOrder?.redirectUrl ?? ''}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'approved' }).toString(),
    });
    expect(paid.status).toBe(303);
    let mail: { text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await readOutbox(shop.outbox)).find(
        (m) => m.subject === `Ordrebekreftelse ${order?.orderNumber ?? '-'} fra ATV-Huset`,
      );
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // As the shop writes amounts: "759,20", "1 249,-".
    const kr = (value: number) => formatOre(Math.round(value * 100));
    expect(mail?.text).toContain('Fjellgarasjen AS (org.nr. 923 609 016)');
    expect(mail?.text).toContain(`Sum uten mva.: ${kr(total.exVat)}`);
    expect(mail?.text).toContain(`Totalt (inkl. mva.): ${kr(total.incVat)}`);
  });

  it('lets a guest choose: a business order with any valid organisation number', async () => {
    const { cartId } = await cartWith(counter);
    const placed = await place(
      orderInput(cartId, { ...BUSINESS, organizationId: '974760673', companyName: 'Brønnøy AS' }),
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder?.order).toMatchObject({
      customerType: 'COMPANY',
      organizationId: '974760673',
      companyName: 'Brønnøy AS',
    });
  });
});
