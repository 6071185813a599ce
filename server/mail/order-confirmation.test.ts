import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartMutation, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';
import { createMailer, readOutbox } from './mailer.js';
import { orderConfirmationMail, type ConfirmedOrder } from './messages.js';
import { signedCall, TEST_SCRYPT } from '../accounts/testing.js';

let app: TestApp;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'order-outbox-'));
  app = await startTestApp({
    ...MANY_SHOPPERS,
    scrypt: TEST_SCRYPT,
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

describe('the order confirmation text', () => {
  const order: ConfirmedOrder = {
    orderNumber: '100123',
    email: 'kari@example.test',
    languageId: 1,
    customerType: 'PERSON',
    companyName: null,
    organizationId: null,
    lines: [{ name: 'Vinsj', skuName: '', quantity: 1, total: { inc: 100_000, ex: 80_000 } }],
    shipping: { name: 'Pakkeboks', fee: { inc: 7_900, ex: 6_320 } },
    totals: { total: { inc: 107_900, ex: 86_320 }, toPayOre: 107_900 },
    pickupPoint: {
      name: 'Pakkeboks Shell Bergen',
      addressLine: 'Storgata 7',
      zip: '5003',
      city: 'Bergen',
    },
    payment: { name: 'Faktura', type: 'invoice' },
  };
  const links = { order: 'https://shop.test/o', terms: 'https://shop.test/t' };

  it('names the pickup point and, for an invoice, says the shopper pays by it (no money taken)', () => {
    const { text } = orderConfirmationMail(order, links);
    expect(text).toContain('Hentested: Pakkeboks Shell Bergen\nStorgata 7, 5003 Bergen');
    expect(text).toContain('Kjøpet er godkjent, og du betaler etter fakturaen du får.');
    expect(text).not.toContain('Betalingen er godkjent');
    expect(text).toContain('Betalingsmåte: Faktura');
    const nn = orderConfirmationMail({ ...order, languageId: 2 }, links).text;
    expect(nn).toContain('Hentestad: Pakkeboks Shell Bergen');
    expect(nn).toContain('du betalar etter fakturaen du får.');
    const gift = orderConfirmationMail(
      { ...order, payment: { name: 'Gavekort', type: 'giftcard' } },
      links,
    );
    expect(gift.text).toContain('Gavekortet ditt har betalt hele ordren.');
  });
});

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
    // Never the order's access token: the mail itself says where the goods go and how they
    // are paid, so a guest reading it on another device needs no page.
    expect(mail?.raw).not.toContain(placed.token);
    expect(mail?.text).toContain('Betalinga er godkjend.');
    expect(mail?.text).toContain('Vi sender varene til:\nKari Nordmann\nStorgata 1\n0155 Oslo');
    expect(mail?.text).toMatch(/Betalingsmåte: Kort/);
    expect(mail?.text).toContain('https://shop.example.test/nn/kjops-og-leveringsbetingelser-2');

    const other = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 4);
    const second = await addToCart(app, { skuId: other.skuId, quantity: 1 });
    const declined = (await placeOrder(app, orderInput(second.cart?.id ?? ''))).data?.placeOrder;
    await choose(declined?.redirectUrl ?? '', 'declined');
    expect(await readOutbox(outbox)).toHaveLength(1);
  });

  it("links an account's order to its page under the account, which any device shows once logged in", async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 6);
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const email = `konto-${Date.now()}@example.test`;
    const placed = (await placeOrder(app, { ...orderInput(cart?.id ?? ''), email })).data
      ?.placeOrder;
    if (!placed) throw new Error('placeOrder failed');
    const registered = await signedCall(app.url, 'register', email, 'hemmelig1');
    expect(registered.status).toBe(200);
    await app.db.query(
      `UPDATE orders SET user_id = (SELECT id FROM users WHERE email = $1) WHERE id = $2`,
      [email, placed.order.id],
    );
    await choose(placed.redirectUrl, 'approved');
    const mail = (await readOutbox(outbox)).find((m) =>
      m.subject.includes(placed.order.orderNumber),
    );
    expect(mail?.text).toContain(
      `https://shop.example.test/min-konto/bestillinger/${encodeURIComponent(placed.order.id)}`,
    );
    expect(mail?.text).not.toContain('checkout/confirm');
  });

  it("names a line's size only for a product that comes in several", async () => {
    const single = await pickSku(
      app.db,
      's.stock >= 20 AND NOT p.is_heavy AND (SELECT count(*) FROM skus x WHERE x.product_id = p.id) = 1',
      7,
    );
    const sized = await pickSku(
      app.db,
      's.stock >= 20 AND NOT p.is_heavy AND (SELECT count(*) FROM skus x WHERE x.product_id = p.id) > 1',
      2,
    );
    const { cart } = await addToCart(app, { skuId: single.skuId, quantity: 1 });
    await addToCart(app, { cartId: cart?.id ?? '', skuId: sized.skuId, quantity: 1 });
    const email = `storleik-${Date.now()}@example.test`;
    const placed = (await placeOrder(app, { ...orderInput(cart?.id ?? ''), email })).data
      ?.placeOrder;
    if (!placed) throw new Error('placeOrder failed');
    await choose(placed.redirectUrl, 'approved');
    const mail = (await readOutbox(outbox)).find((m) => m.to === email);
    const [size] = await app.db.query<{ name: string }>('SELECT name FROM skus WHERE id = $1', [
      sized.skuId,
    ]);
    expect(mail?.text).toContain(`(${size?.name ?? '?'})`);
    expect(mail?.text).not.toContain('(Standard)');
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
