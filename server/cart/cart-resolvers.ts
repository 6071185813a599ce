import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import type { Context } from '../graphql/context.js';
import { languageOf } from '../i18n/language.js';
import type { CartCall } from './cart-change.js';
import {
  applyGiftCard,
  applyPromoCode,
  removeGiftCard,
  removePromoCode,
  resetCart,
} from './cart-codes.js';
import { addToCart, removeCartItem, updateCartItemQuantity } from './cart-items.js';
import { addPackageToCart } from './cart-packages.js';
import { getCart } from './cart-view.js';
import { shopCall } from '../errors/shop-call.js';

interface CallArgs {
  idempotencyKey: string;
  languageId?: number | null;
  channelId?: number | null;
  marketId?: number | null;
}

/**
 * A cart call in the market the request names (marketId; an unknown one is the default market):
 * the cart is priced in it, so a market change reprices the cart as it reprices the shop.
 */
export async function cartCall(ctx: Context, args: CallArgs): Promise<CartCall> {
  const market = await ctx.markets.pricing(args.marketId);
  return {
    db: ctx.db,
    idempotencyKey: args.idempotencyKey,
    languageId: languageOf(args.languageId),
    channelId: args.channelId ?? 1,
    marketId: market.id,
    market,
    cards: ctx.productLists.cards,
  };
}

export const cartQueries: Pick<QueryResolvers, 'getCart'> = {
  getCart: (_, { id, languageId, marketId }, ctx) =>
    shopCall(
      async () => getCart(ctx.db, id, languageOf(languageId), await ctx.markets.pricing(marketId)),
      languageId,
    ),
};

/**
 * An add without a cart id makes a cart, a row kept as long as the cart cookie lives: a client
 * address makes at most RateLimits.carts of them an hour (RATE_LIMITED beyond, nothing made).
 */
function countNewCart(ctx: Context, cartId: string | null | undefined): void {
  if (!cartId) ctx.limits.carts.take(`client:${ctx.client}`);
}

type CartMutations =
  | 'addToCart'
  | 'addPackageToCart'
  | 'updateCartItemQuantity'
  | 'removeCartItem'
  | 'applyPromoCode'
  | 'removePromoCode'
  | 'applyGiftCard'
  | 'removeGiftCard'
  | 'resetCart';

export const cartMutations: Pick<MutationResolvers, CartMutations> = {
  addToCart: (_, a, ctx) =>
    shopCall(async () => {
      countNewCart(ctx, a.cartId);
      return addToCart(await cartCall(ctx, a), {
        cartId: a.cartId ?? null,
        skuId: a.skuId,
        quantity: a.quantity,
      });
    }, a.languageId),
  addPackageToCart: (_, a, ctx) =>
    shopCall(async () => {
      countNewCart(ctx, a.cartId);
      return addPackageToCart(await cartCall(ctx, a), {
        cartId: a.cartId ?? null,
        packageId: a.packageId,
        parts: a.parts.map((p) => ({ productId: p.productId, skuId: p.skuId })),
        quantity: a.quantity,
      });
    }, a.languageId),
  updateCartItemQuantity: (_, a, ctx) =>
    shopCall(
      async () =>
        updateCartItemQuantity(await cartCall(ctx, a), {
          cartId: a.cartId,
          item: a.item,
          quantity: a.quantity,
          // Only when sent: a key replayed from before this argument keeps its request hash.
          ...(typeof a.expectedQuantity === 'number'
            ? { expectedQuantity: a.expectedQuantity }
            : {}),
        }),
      a.languageId,
    ),
  removeCartItem: (_, a, ctx) =>
    shopCall(
      async () => removeCartItem(await cartCall(ctx, a), { cartId: a.cartId, item: a.item }),
      a.languageId,
    ),
  applyPromoCode: (_, a, ctx) =>
    shopCall(async () => {
      // Codes can be guessed: attempts are counted per shopper and per cart.
      ctx.limits.codes.take(`client:${ctx.client}`, `cart:${a.cartId}`);
      return applyPromoCode(await cartCall(ctx, a), { cartId: a.cartId, code: a.code });
    }, a.languageId),
  removePromoCode: (_, a, ctx) =>
    shopCall(
      async () => removePromoCode(await cartCall(ctx, a), { cartId: a.cartId }),
      a.languageId,
    ),
  applyGiftCard: (_, a, ctx) =>
    shopCall(async () => {
      ctx.limits.codes.take(`client:${ctx.client}`, `cart:${a.cartId}`);
      return applyGiftCard(await cartCall(ctx, a), { cartId: a.cartId, code: a.code });
    }, a.languageId),
  removeGiftCard: (_, a, ctx) =>
    shopCall(
      async () => removeGiftCard(await cartCall(ctx, a), { cartId: a.cartId }),
      a.languageId,
    ),
  resetCart: (_, a, ctx) =>
    shopCall(async () => resetCart(await cartCall(ctx, a), { cartId: a.cartId }), a.languageId),
};
