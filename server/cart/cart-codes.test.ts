import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartMutation, key, pickSku } from '../testing/cart-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
});
afterAll(() => app.close());

const applyPromo = (cartId: string, code: string) =>
  cartMutation(app, 'applyPromoCode', 'cartId: $cartId, code: $code, idempotencyKey: $key', {
    cartId,
    code,
    key: key(),
  });
const applyGift = (cartId: string, code: string) =>
  cartMutation(app, 'applyGiftCard', 'cartId: $cartId, code: $code, idempotencyKey: $key', {
    cartId,
    code,
    key: key(),
  });

/** A cart of one plain sku worth about `kroner` (or the nearest below). */
async function cartWorth(minOre: number, maxOre: number, heavy = false) {
  const sku = await pickSku(
    app.db,
    `s.stock >= 5 AND p.is_heavy = ${heavy} AND p.price_inc_vat_ore BETWEEN ${minOre} AND ${maxOre}`,
  );
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
  return { cartId: cart?.id ?? '', cart, priceOre: sku.priceOre };
}

describe('promo codes', () => {
  it('takes 10 % off with VELKOMMEN10, in any case and with spaces', async () => {
    const { cartId, priceOre } = await cartWorth(20_000, 100_000);
    const { cart } = await applyPromo(cartId, '  velkommen10 ');
    const discount = Math.round(priceOre / 10);
    expect(cart?.promoCode).toBe('VELKOMMEN10');
    expect(cart?.summary.fixedAmountDiscountIncVat).toBeCloseTo(discount / 100, 2);
    expect(cart?.summary.fixedAmountDiscountExVat).toBeCloseTo(
      Math.round(discount / 1.25) / 100,
      1,
    );
    const shipping = cart?.summary.shipping.feeIncVat ?? 0;
    expect(cart?.summary.total.sellingPriceIncVat).toBeCloseTo(
      (priceOre - discount) / 100 + shipping,
      2,
    );
    const removed = await cartMutation(
      app,
      'removePromoCode',
      'cartId: $cartId, idempotencyKey: $key',
      {
        cartId,
        key: key(),
      },
    );
    expect(removed.cart?.promo).toBeNull();
    expect(removed.cart?.summary.fixedAmountDiscountIncVat).toBe(0);
  });

  it('refuses SOMMER200 below 1 500 kr with the amount left, and gives 200 kr above', async () => {
    const low = await cartWorth(20_000, 100_000);
    const refused = await applyPromo(low.cartId, 'SOMMER200');
    expect(refused.error?.extensions).toMatchObject({
      code: 'PROMO_REQUIREMENTS_NOT_MET',
      minimum: 1500,
      amountLeft: (150_000 - low.priceOre) / 100,
    });
    const high = await cartWorth(160_000, 1_000_000);
    const { cart } = await applyPromo(high.cartId, 'SOMMER200');
    expect(cart?.summary.fixedAmountDiscountIncVat).toBe(200);
    expect(cart?.promo).toMatchObject({ kind: 'FIXED', isApplied: true });
  });

  it('gives free shipping with FRAKTFRI', async () => {
    const { cartId } = await cartWorth(20_000, 100_000);
    const { cart } = await applyPromo(cartId, 'FRAKTFRI');
    expect(cart?.summary.shipping).toMatchObject({
      feeIncVat: 0,
      isFree: true,
      shippingFeeIncVat: 79,
    });
  });

  it('tells expired, unknown and malformed codes apart', async () => {
    const { cartId } = await cartWorth(20_000, 100_000);
    expect((await applyPromo(cartId, 'BLACKWEEK23')).error?.extensions?.code).toBe('PROMO_EXPIRED');
    expect((await applyPromo(cartId, 'NOSUCHCODE')).error?.extensions?.code).toBe('PROMO_INVALID');
    expect((await applyPromo(cartId, "x'; DROP TABLE carts;--")).error?.extensions?.code).toBe(
      'PROMO_INVALID',
    );
    expect((await applyPromo(cartId, '')).error?.extensions?.code).toBe('PROMO_INVALID');
  });
});

describe('shipping', () => {
  it('charges 79 kr below 1 500 kr and tells the amount left to free shipping', async () => {
    const { cart, priceOre } = await cartWorth(20_000, 100_000);
    expect(cart?.summary.shipping).toMatchObject({
      feeIncVat: 79,
      feeExVat: 63.2,
      isDefault: true,
      qualifiesForFreeShipping: true,
      amountLeftToFreeShipping: (150_000 - priceOre) / 100,
    });
  });

  it('ships free from 1 500 kr', async () => {
    const { cart } = await cartWorth(150_000, 1_000_000);
    expect(cart?.summary.shipping).toMatchObject({
      feeIncVat: 0,
      isFree: true,
      amountLeftToFreeShipping: 0,
    });
  });

  it('sends heavy goods by freight, never free by the threshold', async () => {
    const { cart } = await cartWorth(150_000, 10_000_000, true);
    expect(cart?.summary.shipping).toMatchObject({
      optionId: 'schenker-heavy',
      feeIncVat: 449,
      qualifiesForFreeShipping: false,
    });
  });
});

describe('gift cards', () => {
  it('pays part of the total and shows what is left', async () => {
    const { cartId, priceOre } = await cartWorth(60_000, 100_000);
    const { cart } = await applyGift(cartId, 'gave-0500-demo');
    expect(cart?.giftCard).toMatchObject({
      code: '••••••••••DEMO',
      balance: 500,
      amountApplied: 500,
      remaining: 0,
    });
    expect(cart?.summary.total.toPayIncVat).toBeCloseTo((priceOre + 7_900 - 50_000) / 100, 2);
    const card = await applyGift(cartId, 'GAVE-2000-DEMO');
    const total = cart?.summary.total.sellingPriceIncVat ?? 0;
    expect(card.cart?.giftCard?.amountApplied).toBeCloseTo(total, 2);
    expect(card.cart?.summary.total.toPayIncVat).toBe(0);
  });

  it('refuses empty, expired, unknown and malformed cards', async () => {
    const { cartId } = await cartWorth(20_000, 100_000);
    expect((await applyGift(cartId, 'GAVE-TOMT-DEMO')).error?.extensions?.code).toBe(
      'GIFT_CARD_EMPTY',
    );
    const expired = (await applyGift(cartId, 'GAVE-GAMMEL-DEMO')).error?.extensions;
    expect(expired?.code).toBe('GIFT_CARD_INVALID');
    expect(expired?.expired).toBe(true);
    const unknown = (await applyGift(cartId, 'GAVE-9999-DEMO')).error?.extensions;
    expect(unknown?.code).toBe('GIFT_CARD_INVALID');
    expect(unknown?.expired).toBeUndefined();
    expect((await applyGift(cartId, '<script>')).error?.extensions?.code).toBe('GIFT_CARD_INVALID');
  });
});
