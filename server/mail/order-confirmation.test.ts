import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartMutation, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';
import { createMailer, readOutbox } from './mailer.js';

let app: TestApp;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'order-outbox-'));
  app = await startTestApp({
    ...MANY_SHOPPERS,
    publicUrl: 'https://shop.example.test',
    mailer: createMailer({ outboxDir: outbox, from: 'test@example.test' }),
  });
});
afterAll(async () => {
  await app.close();
  await rm(outbox, { recursive: true, force: true });
});

/** Chooses an outcome on the sandbox page (which reports it through its signed callback). */
async function choose(page: string, outcome: string): Promise<void> {
  const res = await fetch(`${app.url}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  });
  expect(res.status).toBe(303);
}

describe('order confirmation mail', () => {
  it('is sent once when the order becomes paid, in its language, and never for a declined one', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 3);
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const input = { ...orderInput(cart?.id ?? ''), email: 'kjoper@example.test', languageId: 2 };
    const placed = (await placeOrder(app, input)).data?.placeOrder;
    if (!placed) throw new Error('placeOrder failed');
    expect(await readOutbox(outbox)).toEqual([]);
    await choose(placed.redirectUrl, 'approved');
    // A second choice (a repeated callback) sends nothing more.
    await choose(placed.redirectUrl, 'approved');
    const mails = await readOutbox(outbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('kjoper@example.test');
    expect(mail?.subject).toBe(`Ordrestadfesting ${placed.order.orderNumber} frå ATV-Huset`);
    expect(mail?.text).toContain(
      `https://shop.example.test/nn/checkout/confirm#order=${encodeURIComponent(placed.order.id)}`,
    );
    // Never the order's access token.
    expect(mail?.raw).not.toContain(placed.token);

    const other = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 4);
    const second = await addToCart(app, { skuId: other.skuId, quantity: 1 });
    const declined = (await placeOrder(app, orderInput(second.cart?.id ?? ''))).data?.placeOrder;
    await choose(declined?.redirectUrl ?? '', 'declined');
    expect(await readOutbox(outbox)).toHaveLength(1);
  });

  it('is sent once for an order a gift card pays in full, which no provider reports paid', async () => {
    const before = (await readOutbox(outbox)).length;
    const sku = await pickSku(
      app.db,
      's.stock >= 20 AND NOT p.is_heavy AND p.price_inc_vat_ore < 100000',
      5,
    );
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    await cartMutation(app, 'applyGiftCard', 'cartId: $cartId, code: $code, idempotencyKey: $key', {
      cartId,
      code: 'GAVE-2000-DEMO',
      key: key(),
    });
    const input = { ...orderInput(cartId, { paymentOptionId: null }), email: 'gave@example.test' };
    const placed = (await placeOrder(app, input)).data?.placeOrder;
    expect(placed?.order).toMatchObject({
      status: 'processing',
      payment: { status: 'not_required' },
    });
    // The impatient second click (the same key) is answered from the first and mails nothing.
    expect((await placeOrder(app, input)).data?.placeOrder?.order.id).toBe(placed?.order.id);
    const mails = (await readOutbox(outbox)).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['gave@example.test', `Ordrebekreftelse ${placed?.order.orderNumber ?? '-'} fra ATV-Huset`],
    ]);
  });
});
