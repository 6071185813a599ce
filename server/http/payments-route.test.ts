import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
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
  it('shows a Norwegian payment page with the five outcomes', async () => {
    const { placed } = await pendingOrder(0);
    const page = await fetch(`${app.url}${placed.redirectUrl}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    for (const label of ['Godkjenn', 'Avvis', 'Produkt utsolgt', 'Ikke nok dekning', 'Blokkert'])
      expect(html).toContain(label);
    expect(html).toContain(placed.order.orderNumber);
    expect((await fetch(`${app.url}/payments/sandbox/nosuchsession`)).status).toBe(404);
  });

  it('approves: the order is processing and the cart closed', async () => {
    const { cartId, placed } = await pendingOrder(1);
    const location = await pay(placed.redirectUrl, 'approved');
    expect(location).toBe(
      `/checkout/confirm?order=${encodeURIComponent(placed.order.id)}&token=${encodeURIComponent(placed.token)}`,
    );
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
      expect(location).toBe(`/checkout/klarna-fail?reason=${outcome}&cart=${cartId}`);
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
