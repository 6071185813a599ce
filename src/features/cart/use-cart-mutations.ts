import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  AddPackageToCartDocument,
  AddToCartDocument,
  ApplyGiftCardDocument,
  ApplyPromoCodeDocument,
  RemoveCartItemDocument,
  RemoveGiftCardDocument,
  RemovePromoCodeDocument,
  ResetCartDocument,
  UpdateCartItemQuantityDocument,
  type CartItemRef,
  type PackagePartInput,
} from '@/graphql/generated/operations';
import { isQueuedError } from '@/graphql/links/offline-queue-link';
import { broadcastCartChange } from './cart-broadcast';
import { isGoneCart, toCartError, type CartError } from './cart-error';
import { cartIdSet, forgetCart, selectCartId } from './cart-slice';
import type { CartModel } from './use-cart';

/** `queued`: made offline, it waits for the network (features/offline-queue shows it). */
export type CartResult =
  | { ok: true; cart: CartModel; queued?: false }
  | { ok: true; cart: null; queued: true }
  | { ok: false; error: CartError };

const QUEUED: CartResult = { ok: true, cart: null, queued: true };

/** A new key per shopper action; a network retry of the same attempt reuses it. */
const newKey = () => crypto.randomUUID();

async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (toCartError(error).code !== 'NETWORK') throw error;
    return attempt();
  }
}

/**
 * The cart's mutations. Each returns the cart or the error code; a failed mutation leaves the
 * cart (and the cache) as it was, so nothing in it is lost.
 */
export function useCartMutations() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);

  const run = useCallback(
    async (mutate: (id: string, key: string) => Promise<CartModel>): Promise<CartResult> => {
      if (!cartId) return { ok: false, error: { code: 'CART_NOT_FOUND', values: {} } };
      const key = newKey();
      try {
        const cart = await withRetry(() => mutate(cartId, key));
        broadcastCartChange(cart.id);
        return { ok: true, cart };
      } catch (error) {
        if (isQueuedError(error)) return QUEUED;
        const cartError = toCartError(error);
        if (isGoneCart(cartError)) dispatch(forgetCart());
        return { ok: false, error: cartError };
      }
    },
    [cartId, dispatch],
  );

  /** Adds to the cart, or creates it; a cart that is gone is replaced by a new one. */
  const add = useCallback(
    async (mutate: (id: string | null, key: string) => Promise<CartModel>): Promise<CartResult> => {
      const attempt = (id: string | null) => {
        const key = newKey();
        return withRetry(() => mutate(id, key));
      };
      try {
        let cart: CartModel;
        try {
          cart = await attempt(cartId);
        } catch (error) {
          // The old cart is gone (unknown or ordered): this add starts a new one.
          if (!cartId || !isGoneCart(toCartError(error))) throw error;
          cart = await attempt(null);
        }
        if (cart.id !== cartId) dispatch(cartIdSet(cart.id));
        broadcastCartChange(cart.id);
        return { ok: true, cart };
      } catch (error) {
        if (isQueuedError(error)) return QUEUED;
        return { ok: false, error: toCartError(error) };
      }
    },
    [cartId, dispatch],
  );

  /** `label` (the product's name) names the line while the add waits offline. */
  const addToCart = useCallback(
    (skuId: number, quantity: number, label?: string) =>
      add(async (id, key) => {
        const { data } = await client.mutate({
          mutation: AddToCartDocument,
          variables: { cartId: id, skuId, quantity, idempotencyKey: key },
          context: { pendingLabel: label },
        });
        if (!data) throw new Error('addToCart answered no data');
        return data.addToCart;
      }),
    [client, add],
  );

  const addPackageToCart = useCallback(
    (packageId: number, parts: PackagePartInput[], quantity: number, label?: string) =>
      add(async (id, key) => {
        const { data } = await client.mutate({
          mutation: AddPackageToCartDocument,
          variables: { cartId: id, packageId, parts, quantity, idempotencyKey: key },
          context: { pendingLabel: label },
        });
        if (!data) throw new Error('addPackageToCart answered no data');
        return data.addPackageToCart;
      }),
    [client, add],
  );

  /**
   * `expected`: the quantity the shopper saw. The server applies the step they made (+1, −1)
   * to what the line holds when the change arrives, so a change made offline or on a stale
   * view never sets an older quantity over a newer one.
   */
  const updateQuantity = useCallback(
    (item: CartItemRef, quantity: number, expected?: number) =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: UpdateCartItemQuantityDocument,
          variables: {
            cartId: id,
            item,
            quantity,
            idempotencyKey: key,
            ...(expected === undefined ? {} : { expectedQuantity: expected }),
          },
        });
        if (!data) throw new Error('updateCartItemQuantity answered no data');
        return data.updateCartItemQuantity;
      }),
    [client, run],
  );

  const removeItem = useCallback(
    (item: CartItemRef) =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: RemoveCartItemDocument,
          variables: { cartId: id, item, idempotencyKey: key },
        });
        if (!data) throw new Error('removeCartItem answered no data');
        return data.removeCartItem;
      }),
    [client, run],
  );

  const applyPromoCode = useCallback(
    (code: string) =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: ApplyPromoCodeDocument,
          variables: { cartId: id, code, idempotencyKey: key },
        });
        if (!data) throw new Error('applyPromoCode answered no data');
        return data.applyPromoCode;
      }),
    [client, run],
  );

  const removePromoCode = useCallback(
    () =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: RemovePromoCodeDocument,
          variables: { cartId: id, idempotencyKey: key },
        });
        if (!data) throw new Error('removePromoCode answered no data');
        return data.removePromoCode;
      }),
    [client, run],
  );

  const applyGiftCard = useCallback(
    (code: string) =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: ApplyGiftCardDocument,
          variables: { cartId: id, code, idempotencyKey: key },
        });
        if (!data) throw new Error('applyGiftCard answered no data');
        return data.applyGiftCard;
      }),
    [client, run],
  );

  const removeGiftCard = useCallback(
    () =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: RemoveGiftCardDocument,
          variables: { cartId: id, idempotencyKey: key },
        });
        if (!data) throw new Error('removeGiftCard answered no data');
        return data.removeGiftCard;
      }),
    [client, run],
  );

  /** Spec section 4: reset forgets the cart (cookie removed); the next add starts a new one. */
  const resetCart = useCallback(async () => {
    const result = await run(async (id, key) => {
      const { data } = await client.mutate({
        mutation: ResetCartDocument,
        variables: { cartId: id, idempotencyKey: key },
      });
      if (!data) throw new Error('resetCart answered no data');
      return data.resetCart;
    });
    dispatch(forgetCart());
    return result;
  }, [client, run, dispatch]);

  return {
    addToCart,
    addPackageToCart,
    updateQuantity,
    removeItem,
    applyPromoCode,
    removePromoCode,
    applyGiftCard,
    removeGiftCard,
    resetCart,
  };
}
