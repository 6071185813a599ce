import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { listenToCartChanges } from './cart-broadcast';
import { writeCartCookie } from './cart-cookie';
import { isGoneCart, toCartError } from './cart-error';
import { cartIdSet, forgetCart } from './cart-slice';
import { useCart } from './use-cart';

/**
 * Keeps the cart current; mount once (the header does): refetch on window focus and on other
 * tabs' changes (spec section 4), mirror the id in the ralph-cart cookie, and forget a cart the
 * server no longer knows or has closed.
 */
export function useCartSync() {
  const dispatch = useAppDispatch();
  const { cartId, cart, error, refetch } = useCart();

  // Before rehydration the id is null for a moment: only a known id is written here; the
  // cookie goes when the cart is forgotten (forgetCart).
  useEffect(() => {
    if (cartId) writeCartCookie(cartId);
  }, [cartId]);

  useEffect(() => {
    if (error && isGoneCart(toCartError(error))) dispatch(forgetCart());
  }, [error, dispatch]);

  useEffect(() => {
    if (!cartId) return undefined;
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [cartId, refetch]);

  useEffect(
    () =>
      listenToCartChanges((changedId) => {
        if (changedId && changedId !== cartId) dispatch(cartIdSet(changedId));
        else if (cartId) void refetch().catch(() => undefined);
      }),
    [cartId, refetch, dispatch],
  );

  return cart;
}
