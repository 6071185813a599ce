import type { CartModel } from './model.js';
import { assertQuantityInput } from './quantity-rules.js';
import { quantityAfterChange } from '../../shared/validation/quantity.js';
import type { Queryable } from '../db/types.js';
import { cartMutation, type CartCall } from './cart-change.js';
import { addItem } from './cart-add.js';
import { setGroup, setPlainLine } from './cart-lines.js';
import { plainLineOf } from './cart-rules.js';
import type { LockedCart } from './cart-store.js';
import { ShopError } from '../errors/shop-error.js';

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

/** `expected`: the quantity the shopper saw (see quantityAfterChange); null: set as asked. */
async function setItem(
  tx: Queryable,
  cart: LockedCart,
  ref: ItemRef,
  quantity: number,
  expected: number | null = null,
) {
  assertQuantityInput(quantity, { allowZero: true });
  if (expected !== null) assertQuantityInput(expected, { allowZero: true });
  const { id: cartId, items } = cart;
  if (ref.groupKey) {
    const parts = items.filter((i) => i.groupKey === ref.groupKey);
    if (parts.length === 0) throw new ShopError('ITEM_NOT_FOUND', 'No such package in the cart');
    const count = parts[0]?.packageCount ?? 0;
    return setGroup(tx, cartId, items, parts, quantityAfterChange(count, quantity, expected));
  }
  const skuId = ref.skuId ?? -1;
  const line = plainLineOf(items, skuId);
  if (!line) throw new ShopError('ITEM_NOT_FOUND', 'No such item in the cart');
  return setPlainLine(tx, {
    cartId,
    items,
    skuId,
    quantity: quantityAfterChange(line.quantity, quantity, expected),
  });
}

/**
 * Who: whoever holds the cart's unguessable id. Cost: one idempotent cart change through the
 * /graphql pipeline's limits, like every cart change. Bad input: a quantity or expectedQuantity
 * that is not a whole number of at least 0 gets INVALID_QUANTITY, a step past 50 gets
 * QUANTITY_THRESHOLD, a line not in the cart ITEM_NOT_FOUND; none of them changes the cart.
 */
export const updateCartItemQuantity = cartMutation<{
  cartId: string;
  item: ItemRef;
  quantity: number;
  expectedQuantity?: number | null;
}>('updateCartItemQuantity', async (tx, cart, args) => {
  await setItem(tx, cart, args.item, args.quantity, args.expectedQuantity ?? null);
  return undefined;
});

export const removeCartItem = cartMutation<{ cartId: string; item: ItemRef }>(
  'removeCartItem',
  async (tx, cart, args) => {
    await setItem(tx, cart, args.item, 0);
    return undefined;
  },
);
