import { isSecretId, newSecretId } from '../idempotency/secret-id.js';
import { assertChangeable } from './cart-rules.js';
import type { CartModel } from './model.js';
import type { Db, Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import { createCart, lockCart, updateCart, type CartPatch, type LockedCart } from './cart-store.js';
import { loadCartModel } from './cart-view.js';
import { idempotent, type IdempotentCall } from '../idempotency/idempotency.js';
import { cancelOrderOfCart } from '../orders/order-cancel.js';
import type { ProductCardCache } from '../catalogue/product-card-cache.js';
import type { MarketPricing } from '../site/market-rules.js';

export interface CartCall {
  db: Db;
  idempotencyKey: string;
  languageId: LanguageId;
  channelId: number;
  marketId: number;
  /** The market the cart is priced in (its currency); default: the base market. */
  market?: MarketPricing;
  /** The app's product cards, to keep the ones a change reads along with the cart. */
  cards?: ProductCardCache;
}

export interface CartChange {
  operation: string;
  /** null: a new cart (addToCart, addPackageToCart). */
  cartId: string | null;
  args: unknown;
  apply: (tx: Queryable, cart: LockedCart) => Promise<CartPatch | undefined>;
}

/**
 * What every cart change's key is: the client's key for this operation on this cart (null: a
 * new cart), refused with other arguments, its answer a cart.
 */
export function cartIdempotency(
  call: CartCall,
  operation: string,
  cartId: string | null,
  args: unknown,
): Omit<IdempotentCall<CartModel>, 'run' | 'claim'> {
  return {
    key: call.idempotencyKey,
    operation,
    scope: cartId,
    request: { cartId, args },
    cartIdOf: (model) => model.id,
  };
}

/** A cart the shopper may change (cart-rules.ts): locked; its unpaid order cancelled first. */
async function openCart(tx: Queryable, call: CartCall, cartId: string | null): Promise<LockedCart> {
  if (cartId === null)
    return { ...(await createCart(tx, newSecretId(), call.channelId, call.marketId)), items: [] };
  const locked = isSecretId(cartId) ? await lockCart(tx, cartId) : null;
  const { cart, cancelPendingOrder } = assertChangeable(locked);
  if (cancelPendingOrder) await cancelOrderOfCart(tx, cart.id, 'superseded');
  return cart;
}

/** One idempotent cart mutation: lock, change, bump the version, answer the priced cart. */
export function changeCart(call: CartCall, change: CartChange): Promise<CartModel> {
  return idempotent(call.db, {
    ...cartIdempotency(call, change.operation, change.cartId, change.args),
    run: async (tx) => {
      const cart = await openCart(tx, call, change.cartId);
      const patch = await change.apply(tx, cart);
      const fresh = await updateCart(tx, cart.id, { ...patch, status: 'open' });
      return loadCartModel(tx, fresh, call.languageId, call.market);
    },
  });
}

/**
 * A cart mutation as a function of (call, args): `args.cartId` names the cart (null: a new one),
 * `args` is the request a replayed key must repeat, and `apply` changes the locked cart.
 */
export function cartMutation<A extends { cartId: string | null }>(
  operation: string,
  apply: (
    tx: Queryable,
    cart: LockedCart,
    args: A,
    call: CartCall,
  ) => Promise<CartPatch | undefined>,
): (call: CartCall, args: A) => Promise<CartModel> {
  return (call, args) =>
    changeCart(call, {
      operation,
      cartId: args.cartId,
      args,
      apply: (tx, cart) => apply(tx, cart, args, call),
    });
}
