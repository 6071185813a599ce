import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../orders/housekeeping.js';
import { SIGNATURE_HEADER } from './sandbox-provider.js';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';

const SECRET = 'payments-route-test-secret';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ...MANY_SHOPPERS, paymentCallbackSecret: SECRET });
});
afterAll(() => app.close());

const noFollow = { redirect: 'manual' } as const;

/** A placed order and its payment page path. */
async function pendingOrder(offset: number) {
  const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', offset);
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 2 });
  const cartId = cart?.id ?? '';
  const placed = (await placeOrder(app, orderInput(cartId))).data?.placeOrder;
  if (!placed) throw new Error('placeOrder failed');
  const stock = async () =>
    (await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [sku.skuId]))[0]
      ?.stock;
  return { cartId, placed, stock };
}

/** Clicks a button on the sandbox page and follows the provider's redirect back to the shop. */
async function pay(page: string, outcome: string): Promise<string> {
  const chosen = await fetch(`${app.url}${page}`, {
    ...noFollow,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  });
  expect(chosen.status).toBe(303);
  const back = await fetch(`${app.url}${chosen.headers.get('location') ?? ''}`, noFollow);
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

const cartStatus = async (id: string) =>
  (
    await app.gql<{ getCart: { status: string; items: unknown[] } }>(
      'query G($id: ID!) { getCart(id: $id) { status items { skuId } } }',
      { id },
    )
  ).data?.getCart;

describe('sandbox payment', () => {
  it('shows a Norwegian payment page with the five outcomes that says it is a test', async () => {
    const { placed } = await pendingOrder(0);
    const page = await fetch(`${app.url}${placed.redirectUrl}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Dette er en testbetaling. Ingen penger trekkes');
    expect(html).toContain('<html lang="nb">');
    // No script at all, its one style by hash, never in a frame.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    for (const label of ['Godkjenn', 'Avvis', 'Produkt utsolgt', 'Ikke nok dekning', 'Blokkert'])
      expect(html).toContain(label);
    expect(html).toContain(placed.order.orderNumber);
    // A way back without deciding: the checkout, the order unpaid until paid again or expired.
    expect(html).toContain('<a href="/kassen">Avbryt og gå tilbake til kassen</a>');
    expect((await fetch(`${app.url}/payments/sandbox/nosuchsession`)).status).toBe(404);
  });

  it('approves: the order is processing and the cart closed', async () => {
    const { cartId, placed } = await pendingOrder(1);
    const location = await pay(placed.redirectUrl, 'approved');
    // The order's id only, in the fragment: the return is a GET whose address logs keep, and
    // replaying it must not hand anyone the token (the placing browser kept its own).
    expect(location).toBe(`/checkout/confirm#order=${encodeURIComponent(placed.order.id)}`);
    expect(location).not.toContain(placed.token);
    const order = await app.gql<{ order: { status: string; payment: { status: string } } }>(
      'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { status payment { status } } }',
      { id: placed.order.id, token: placed.token },
    );
    expect(order.data?.order).toEqual({ status: 'processing', payment: { status: 'approved' } });
    expect((await cartStatus(cartId))?.status).toBe('ORDERED');
    // A second click changes nothing.
    expect(await pay(placed.redirectUrl, 'declined')).toBe(location);
  });

  it.each(['declined', 'sold_out', 'insufficient_balance', 'blocked'])(
    '%s: the order is cancelled, stock released and the cart kept for another try',
    async (outcome) => {
      const { cartId, placed, stock } = await pendingOrder(
        2 + ['declined', 'sold_out', 'insufficient_balance', 'blocked'].indexOf(outcome),
      );
      const taken = await stock();
      const location = await pay(placed.redirectUrl, outcome);
      // No cart id in the URL: the shopper's browser keeps its own cart.
      expect(location).toBe(`/checkout/klarna-fail?reason=${outcome}`);
      expect(await stock()).toBe((taken ?? 0) + 2);
      expect(await cartStatus(cartId)).toMatchObject({
        status: 'OPEN',
        items: [expect.anything()],
      });
      const retry = await placeOrder(app, orderInput(cartId));
      expect(retry.data?.placeOrder?.order.id).not.toBe(placed.order.id);
      expect(retry.data?.placeOrder?.order.status).toBe('received');
    },
  );

  it('speaks Nynorsk to a Nynorsk order and sends it back to the Nynorsk pages', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 9);
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const placed = (await placeOrder(app, orderInput(cart?.id ?? '', { languageId: 2 }))).data
      ?.placeOrder;
    const page = await (await fetch(`${app.url}${placed?.redirectUrl ?? '-'}`)).text();
    expect(page).toContain('<html lang="nn">');
    expect(page).toContain('Dette er ei testbetaling. Ingen pengar blir trekte');
    for (const label of [
      'Vel korleis testbetalinga skal ende:',
      'Ikkje nok dekning',
      'Produkt utselt',
    ])
      expect(page).toContain(label);
    expect(page).not.toContain('Velg hvordan');
    expect(page).toContain('<a href="/nn/kassen">Avbryt og gå tilbake til kassa</a>');
    expect(await pay(placed?.redirectUrl ?? '-', 'approved')).toMatch(
      /^\/nn\/checkout\/confirm#order=[\w-]{22}$/,
    );
    const { cart: other } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const declined = (await placeOrder(app, orderInput(other?.id ?? '', { languageId: 2 }))).data
      ?.placeOrder;
    expect(await pay(declined?.redirectUrl ?? '-', 'declined')).toBe(
      '/nn/checkout/klarna-fail?reason=declined',
    );
  });

  it('sends an order placed in Sverige back to the shop in Sverige (/se), in its language', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 10);
    const inSweden = async (languageId: number) => {
      const added = await app.gql<{ addToCart: { id: string } }>(
        `mutation A($skuId: Int!, $key: String!) {
          addToCart(skuId: $skuId, quantity: 1, idempotencyKey: $key, marketId: 2) { id }
        }`,
        { skuId: sku.skuId, key: `se-return-${languageId}-${Date.now()}` },
      );
      const input = orderInput(added.data?.addToCart.id ?? '', {
        marketId: 2,
        languageId,
        shippingOptionId: 'postnord-home',
        billingAddress: {
          firstName: 'Karin',
          lastName: 'Svensson',
          addressLine1: 'Drottninggatan 12',
          zip: '114 55',
          city: 'Stockholm',
          mobile: '070-123 45 67',
        },
      });
      return (await placeOrder(app, input)).data?.placeOrder;
    };
    const approved = await inSweden(2);
    const page = await (await fetch(`${app.url}${approved?.redirectUrl ?? '-'}`)).text();
    expect(page).toContain('<a href="/se/nn/kassen">');
    expect(await pay(approved?.redirectUrl ?? '-', 'approved')).toMatch(
      /^\/se\/nn\/checkout\/confirm#order=[\w-]{22}$/,
    );
    const declined = await inSweden(1);
    expect(await pay(declined?.redirectUrl ?? '-', 'declined')).toBe(
      '/se/checkout/klarna-fail?reason=declined',
    );
  });

  it('refuses unknown outcomes', async () => {
    const { placed } = await pendingOrder(8);
    const res = await fetch(`${app.url}${placed.redirectUrl}`, {
      ...noFollow,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=free_money',
    });
    expect(res.status).toBe(400);
  });
});

/** A callback as the sandbox signs it (HMAC-SHA256 of the raw body with the shared secret). */
function callback(notice: Record<string, unknown>, secret = SECRET) {
  const body = JSON.stringify(notice);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return fetch(`${app.url}/payments/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  });
}

/** The amount as the shop stored it (the API answers kroner). */
const toPayOre = async (id: string) =>
  (
    await app.db.query<{ ore: number }>('SELECT to_pay_ore AS ore FROM orders WHERE id = $1', [id])
  )[0]?.ore;

const sessionOf = (redirectUrl: string) => redirectUrl.split('/').pop() ?? '';

const orderState = async (id: string) =>
  (
    await app.db.query<{ status: string; paymentStatus: string }>(
      'SELECT status, payment_status AS "paymentStatus" FROM orders WHERE id = $1',
      [id],
    )
  )[0];

describe('signed payment callbacks', () => {
  it('settle an order only with a good signature, and once', async () => {
    const { placed, cartId } = await pendingOrder(9);
    const notice = {
      sessionId: sessionOf(placed.redirectUrl),
      orderId: placed.order.id,
      amountOre: await toPayOre(placed.order.id),
      currency: 'NOK',
      outcome: 'approved',
    };
    // A forged or tampered callback is refused and changes nothing.
    expect((await callback(notice, 'not-the-secret')).status).toBe(401);
    const unsigned = await fetch(`${app.url}/payments/callback/sandbox`, {
      method: 'POST',
      body: JSON.stringify(notice),
    });
    expect(unsigned.status).toBe(401);
    expect(await orderState(placed.order.id)).toEqual({
      status: 'received',
      paymentStatus: 'pending',
    });
    // Until the provider has called back, the shopper's return is not a payment.
    const early = await fetch(
      `${app.url}/payments/return/sandbox?session=${notice.sessionId}`,
      noFollow,
    );
    expect(early.status).toBe(409);

    expect((await callback(notice)).status).toBe(200);
    expect(await orderState(placed.order.id)).toEqual({
      status: 'processing',
      paymentStatus: 'approved',
    });
    expect((await cartStatus(cartId))?.status).toBe('ORDERED');
    // The same callback again, or a later one saying otherwise, changes nothing.
    expect((await callback(notice)).status).toBe(200);
    expect((await callback({ ...notice, outcome: 'declined' })).status).toBe(200);
    expect(await orderState(placed.order.id)).toEqual({
      status: 'processing',
      paymentStatus: 'approved',
    });
  });

  it.each([
    ['amountOre', (n: Record<string, unknown>) => ({ ...n, amountOre: 100 })],
    ['currency', (n: Record<string, unknown>) => ({ ...n, currency: 'SEK' })],
    ['orderId', (n: Record<string, unknown>) => ({ ...n, orderId: 'someone-elses-order' })],
  ])('refuse a signed notice whose %s does not match the order', async (field, change) => {
    const { placed } = await pendingOrder(10 + ['amountOre', 'currency', 'orderId'].indexOf(field));
    const notice = {
      sessionId: sessionOf(placed.redirectUrl),
      orderId: placed.order.id,
      amountOre: await toPayOre(placed.order.id),
      currency: 'NOK',
      outcome: 'approved',
    };
    const res = await callback(change(notice));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(field);
    expect(await orderState(placed.order.id)).toEqual({
      status: 'received',
      paymentStatus: 'pending',
    });
  });

  it('refuse unknown sessions, malformed notices and other methods', async () => {
    const base = { orderId: 'x', amountOre: 1, currency: 'NOK', outcome: 'approved' };
    expect((await callback({ ...base, sessionId: 'no-such-session' })).status).toBe(404);
    expect((await callback({ ...base, sessionId: 's', outcome: 'free_money' })).status).toBe(401);
    expect((await fetch(`${app.url}/payments/callback/sandbox`)).status).toBe(405);
    const huge = await fetch(`${app.url}/payments/callback/sandbox`, {
      method: 'POST',
      body: 'x'.repeat(64 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it('void a payment approved after its order expired instead of keeping it', async () => {
    const { placed, cartId, stock } = await pendingOrder(13);
    const taken = await stock();
    await app.db.query(`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = $1`, [
      placed.order.id,
    ]);
    expect(await expireUnpaidOrders(app.db)).toBeGreaterThanOrEqual(1);
    expect(await orderState(placed.order.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'expired',
    });
    // The tester approves on the page still open: the shop gives the payment back.
    const location = await pay(placed.redirectUrl, 'approved');
    expect(location).toMatch(/^\/checkout\/klarna-fail\?/);
    const [session] = await app.db.query<{ outcome: string; voided: boolean; reason: string }>(
      `SELECT outcome, voided_at IS NOT NULL AS voided, void_reason AS reason
         FROM sandbox_payment_sessions WHERE id = $1`,
      [sessionOf(placed.redirectUrl)],
    );
    expect(session).toEqual({
      outcome: 'approved',
      voided: true,
      reason: 'order cancelled (expired)',
    });
    expect(await orderState(placed.order.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'expired',
    });
    expect(await stock()).toBe((taken ?? 0) + 2);
    expect((await cartStatus(cartId))?.status).toBe('OPEN');
    const page = await (await fetch(`${app.url}${placed.redirectUrl}`)).text();
    expect(page).toContain('betalingen er annullert');
  });
});
