import type { CartModel } from '../cart/model.js';
import { assertQuantityInput } from '../cart/quantity-rules.js';
import type { Queryable } from '../db/types.js';
import { changeCart, type CartCall } from './cart-change.js';
import { addItem } from './cart-add.js';
import { setGroup, setPlainLine } from './cart-lines.js';
import type { LockedCart } from './cart-store.js';
import { ShopError } from './shop-error.js';

export interface ItemRef {
  skuId?: number | null;
  groupKey?: string | null;
}

export function addToCart(
  call: CartCall,
  args: { cartId: string | null; skuId: number; quantity: number },
): Promise<CartModel> {
  return addItem(call, args);
}

async function setItem(tx: Queryable, cart: LockedCart, ref: ItemRef, quantity: number) {
  assertQuantityInput(quantity, { allowZero: true });
  const { id: cartId, items } = cart;
  if (ref.groupKey) {
    const parts = items.filter((i) => i.groupKey === ref.groupKey);
    if (parts.length === 0) throw new ShopError('ITEM_NOT_FOUND', 'No such package in the cart');
    return setGroup(tx, cartId, items, parts, quantity);
  }
  const skuId = ref.skuId ?? -1;
  if (!items.some((i) => i.groupKey === '' && i.skuId === skuId))
    throw new ShopError('ITEM_NOT_FOUND', 'No such item in the cart');
  return setPlainLine(tx, { cartId, items, skuId, quantity });
}

export function updateCartItemQuantity(
  call: CartCall,
  args: { cartId: string; item: ItemRef; quantity: number },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'updateCartItemQuantity',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      await setItem(tx, cart, args.item, args.quantity);
      return undefined;
    },
  });
}

export function removeCartItem(
  call: CartCall,
  args: { cartId: string; item: ItemRef },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'removeCartItem',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      await setItem(tx, cart, args.item, 0);
      return undefined;
    },
  });
}
