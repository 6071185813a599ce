import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { onChangeSettled } from '@/features/offline-queue/settled-changes';
import { listenToCartChanges } from './cart-broadcast';
import { writeCartCookie } from './cart-cookie';
import { isGoneCart, toCartError } from './cart-error';
import { cartIdSet, forgetCart } from './cart-slice';
import { useCart } from './use-cart';

const GONE_CART_CODES = new Set(['CART_NOT_FOUND', 'CART_CLOSED']);

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

  // A paid order closes its cart (read-only): the next add starts a new one.
  useEffect(() => {
    if (cart?.status === 'ORDERED') dispatch(forgetCart());
  }, [cart?.status, dispatch]);

  useEffect(() => {
    if (!cartId) return undefined;
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [cartId, refetch]);

  // A change made offline reached the shop (or was refused): show the server's cart. A new
  // cart (an add replayed with no cart) or a gone one is useReplayedCart's, on every page.
  useEffect(
    () =>
      onChangeSettled(({ kind, result }) => {
        if (kind !== 'cart' || !cartId) return;
        if (result.status === 'applied' && result.cartId && result.cartId !== cartId) return;
        if (result.status === 'refused' && GONE_CART_CODES.has(result.code)) return;
        void refetch().catch(() => undefined);
      }),
    [cartId, refetch],
  );

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
