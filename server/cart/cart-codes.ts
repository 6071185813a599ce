// Promo codes, gift cards and emptying the cart.
import type { CartModel } from './model.js';
import { kroner } from '../catalogue/money-rules.js';
import { changeCart, type CartCall } from './cart-change.js';
import { clearItems } from './cart-store.js';
import { loadCartModel } from './cart-view.js';
import { giftCardToApply } from './gift-cards.js';
import { promoToApply } from './promo-codes.js';
import { ShopError } from '../errors/shop-error.js';

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
      const goods = summary.subSelling.inc;
      if (goods < promo.minimumOre)
        throw new ShopError('PROMO_REQUIREMENTS_NOT_MET', 'The order is below the minimum', {
          minimum: kroner(promo.minimumOre),
          amountLeft: kroner(promo.minimumOre - goods),
        });
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
