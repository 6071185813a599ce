import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '@/app/hooks';
import { onChangeSettled } from '@/features/offline-queue/settled-changes';
import { broadcastCartChange } from './cart-broadcast';
import { cartIdSet, forgetCart, selectCartId } from './cart-slice';

type CartRoot = Parameters<typeof selectCartId>[0];

const GONE_CART_CODES = new Set(['CART_NOT_FOUND', 'CART_CLOSED']);

/**
 * Which cart a replayed change leaves the shopper with, on every page (mount once, next to the
 * replay: app.tsx): an add replayed with no cart yet created one, adopt it; a change refused
 * because the cart is gone, forget it. useCartSync refetches the cart it shows.
 */
export function useReplayedCart(): void {
  const dispatch = useAppDispatch();
  const store = useStore<CartRoot>();
  useEffect(
    () =>
      onChangeSettled(({ kind, result, isDrained }) => {
        if (kind !== 'cart') return;
        const cartId = selectCartId(store.getState());
        if (result.status === 'applied' && result.cartId && result.cartId !== cartId) {
          dispatch(cartIdSet(result.cartId));
          broadcastCartChange(result.cartId);
        } else if (
          result.status === 'refused' &&
          GONE_CART_CODES.has(result.code) &&
          (result.cartId === undefined || result.cartId === cartId)
        )
          // Only the cart it names: a queued add may already have moved to a new one.
          dispatch(forgetCart());
        // The other open tabs show the server's cart too once the last change is in.
        if (isDrained) broadcastCartChange(selectCartId(store.getState()));
      }),
    [dispatch, store],
  );
}
