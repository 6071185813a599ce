// Promo codes, gift cards and emptying the cart.
import type { CartModel } from './model.js';
import { changeCart, type CartCall } from './cart-change.js';
import { clearItems } from './cart-store.js';
import { loadCartModel } from './cart-view.js';
import type { Queryable } from '../db/types.js';
import { assertPromoMinimum, normaliseCode, usableGiftCard, usablePromo } from './code-rules.js';
import { findGiftCard, findPromo } from './code-store.js';

/** The code the shopper typed, checked (code-rules.ts): a malformed one is never looked up. */
async function promoToApply(db: Queryable, input: string) {
  const code = normaliseCode(input);
  return usablePromo(code ? await findPromo(db, code) : null);
}

async function giftCardToApply(db: Queryable, input: string) {
  const code = normaliseCode(input);
  return usableGiftCard(code ? await findGiftCard(db, code) : null);
}

export function applyPromoCode(
  call: CartCall,
  args: { cartId: string; code: string },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'applyPromoCode',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      const promo = await promoToApply(tx, args.code);
      const { summary } = await loadCartModel(tx, cart, call.languageId);
      assertPromoMinimum(promo, summary.subSelling.inc);
      return { promoCode: promo.code };
    },
  });
}

export function removePromoCode(call: CartCall, args: { cartId: string }): Promise<CartModel> {
  return changeCart(call, {
    operation: 'removePromoCode',
    cartId: args.cartId,
    args,
    apply: () => Promise.resolve({ promoCode: null }),
  });
}

export function applyGiftCard(
  call: CartCall,
  args: { cartId: string; code: string },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'applyGiftCard',
    cartId: args.cartId,
    args,
    apply: async (tx) => ({ giftCardCode: (await giftCardToApply(tx, args.code)).code }),
  });
}

export function removeGiftCard(call: CartCall, args: { cartId: string }): Promise<CartModel> {
  return changeCart(call, {
    operation: 'removeGiftCard',
    cartId: args.cartId,
    args,
    apply: () => Promise.resolve({ giftCardCode: null }),
  });
}

export function resetCart(call: CartCall, args: { cartId: string }): Promise<CartModel> {
  return changeCart(call, {
    operation: 'resetCart',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      await clearItems(tx, cart.id);
      return {
        promoCode: null,
        giftCardCode: null,
        shippingOptionId: null,
        pickupPointId: null,
        paymentOptionId: null,
      };
    },
  });
}
