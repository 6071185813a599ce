// Promo codes, gift cards and emptying the cart.
import { cartMutation } from './cart-change.js';
import { clearItems } from './cart-store.js';
import { loadCartModel } from './cart-view.js';
import type { Queryable } from '../db/types.js';
import { assertPromoMinimum, normaliseCode, usableGiftCard, usablePromo } from './code-rules.js';
import { findGiftCard, findPromo } from './code-store.js';
import { marketOre } from '../site/market-rules.js';

/** The code the shopper typed, checked (code-rules.ts): a malformed one is never looked up. */
async function promoToApply(db: Queryable, input: string) {
  const code = normaliseCode(input);
  return usablePromo(code ? await findPromo(db, code) : null);
}

async function giftCardToApply(db: Queryable, input: string) {
  const code = normaliseCode(input);
  return usableGiftCard(code ? await findGiftCard(db, code) : null);
}

export const applyPromoCode = cartMutation<{ cartId: string; code: string }>(
  'applyPromoCode',
  async (tx, cart, args, call) => {
    const promo = await promoToApply(tx, args.code);
    const { summary } = await loadCartModel(tx, cart, call.languageId, call.market);
    // The minimum in the cart's currency, as the cart's goods are.
    const minimumOre = call.market ? marketOre(promo.minimumOre, call.market) : promo.minimumOre;
    assertPromoMinimum({ ...promo, minimumOre }, summary.subSelling.inc);
    return { promoCode: promo.code };
  },
);

export const removePromoCode = cartMutation<{ cartId: string }>('removePromoCode', () =>
  Promise.resolve({ promoCode: null }),
);

export const applyGiftCard = cartMutation<{ cartId: string; code: string }>(
  'applyGiftCard',
  async (tx, _cart, args) => ({ giftCardCode: (await giftCardToApply(tx, args.code)).code }),
);

export const removeGiftCard = cartMutation<{ cartId: string }>('removeGiftCard', () =>
  Promise.resolve({ giftCardCode: null }),
);

export const resetCart = cartMutation<{ cartId: string }>('resetCart', async (tx, cart) => {
  await clearItems(tx, cart.id);
  return {
    promoCode: null,
    giftCardCode: null,
    shippingOptionId: null,
    pickupPointId: null,
    paymentOptionId: null,
  };
});
