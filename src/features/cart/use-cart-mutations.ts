import { useApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isQueuedError } from '@/graphql/links/offline-queue-link';
import { broadcastCartChange } from './cart-broadcast';
import { isGoneCart, toCartError, type CartError } from './cart-error';
import { cartAdds, cartChanges, type CartRequest } from './cart-requests';
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

/** The request makers of a table, each sent through `perform` (add or run). */
type Bound<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => CartRequest
    ? (...args: A) => Promise<CartResult>
    : never;
};

function bind<T extends Record<string, (...args: never[]) => CartRequest>>(
  table: T,
  perform: (request: CartRequest) => Promise<CartResult>,
): Bound<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, make]) => [
      name,
      (...args: Parameters<typeof make>) => perform(make(...args)),
    ]),
  ) as Bound<T>;
}

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

  return useMemo(() => {
    const adds = bind(cartAdds, (request) => add((id, key) => request(client, id, key)));
    const changes = bind(cartChanges, (request) => run((id, key) => request(client, id, key)));
    return {
      ...adds,
      ...changes,
      /** The spec: reset forgets the cart (cookie removed); the next add starts a new one. */
      resetCart: async () => {
        const result = await changes.resetCart();
        dispatch(forgetCart());
        return result;
      },
    };
  }, [client, run, add, dispatch]);
}
