import { isSecretId, newSecretId } from '../idempotency/secret-id.js';
import type { CartModel } from './model.js';
import type { Db, Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import { createCart, lockCart, updateCart, type CartPatch, type LockedCart } from './cart-store.js';
import { loadCartModel } from './cart-view.js';
import { idempotent } from '../idempotency/idempotency.js';
import { cancelOrderOfCart } from '../orders/order-cancel.js';
import type { ProductCardCache } from '../catalogue/product-card-cache.js';
import { ShopError } from '../errors/shop-error.js';

export interface CartCall {
  db: Db;
  idempotencyKey: string;
  languageId: LanguageId;
  channelId: number;
  marketId: number;
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

/** A cart the shopper may change: locked; an unpaid pending order of it is cancelled first. */
async function openCart(tx: Queryable, call: CartCall, cartId: string | null): Promise<LockedCart> {
  if (cartId === null)
    return { ...(await createCart(tx, newSecretId(), call.channelId, call.marketId)), items: [] };
  const cart = isSecretId(cartId) ? await lockCart(tx, cartId) : null;
  if (!cart) throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  if (cart.status === 'ordered') throw new ShopError('CART_CLOSED', 'This cart has been ordered');
  // The shopper came back from the payment page and changes the cart: that order is void.
  if (cart.status === 'payment_pending') await cancelOrderOfCart(tx, cart.id, 'superseded');
  return cart;
}

/** One idempotent cart mutation: lock, change, bump the version, answer the priced cart. */
export function changeCart(call: CartCall, change: CartChange): Promise<CartModel> {
  return idempotent(call.db, {
    key: call.idempotencyKey,
    operation: change.operation,
    scope: change.cartId,
    request: { cartId: change.cartId, args: change.args },
    cartIdOf: (model) => model.id,
    run: async (tx) => {
      const cart = await openCart(tx, call, change.cartId);
      const patch = await change.apply(tx, cart);
      const fresh = await updateCart(tx, cart.id, { ...patch, status: 'open' });
      return loadCartModel(tx, fresh, call.languageId);
    },
  });
}
