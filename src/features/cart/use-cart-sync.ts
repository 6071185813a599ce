import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '@/app/hooks';
import { onChangeSettled } from '@/features/offline-queue/settled-changes';
import { persistApolloCacheNow } from '@/graphql/apollo-clients';
import { useLocale } from '@/i18n/use-locale';
import { listenToCartChanges } from './cart-broadcast';
import { writeCartCookie } from './cart-cookie';
import { isGoneCart, toCartError } from './cart-error';
import { adoptCookieCart, cartIdSet, forgetCart, selectCartId } from './cart-slice';
import { useCart, useRefreshCart } from './use-cart';

type CartRoot = Parameters<typeof selectCartId>[0];

/**
 * Keeps the cart current; mount once (the header does): refetch on window focus and on other
 * tabs' changes (the spec), adopting a cart another tab made meanwhile, mirror the id in the ralph-cart cookie, and forget a cart the
 * server no longer knows or has closed.
 */
export function useCartSync() {
  const dispatch = useAppDispatch();
  const { cartId, cart, error, refetch } = useCart();
  const refresh = useRefreshCart();
  const store = useStore<CartRoot>();
  const locale = useLocale();

  // Every answer the cart shows is stored at once (not after a quiet second): an offline
  // reload then shows the server's last cart, and changes made on it mean what they say.
  useEffect(() => {
    if (cart) void persistApolloCacheNow(locale);
  }, [cart, locale]);

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

  // Focus: the cart another tab made or changed while this one was away. A tab that was still
  // starting when another made the shopper's first cart missed its broadcast, so the cookie
  // (written at once on every change of cart) is read first: a new id loads by itself, the
  // same one is fetched again.
  useEffect(() => {
    const onFocus = () => {
      const before = selectCartId(store.getState());
      dispatch(adoptCookieCart());
      if (before && before === selectCartId(store.getState()))
        void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [store, dispatch, refetch]);

  // The last change made offline reached the shop (or was refused): show the server's cart,
  // the one the shopper has now (a replayed add may have just created it: useReplayedCart).
  useEffect(
    () =>
      onChangeSettled(({ kind, isDrained }) => {
        const current = selectCartId(store.getState());
        if (kind === 'cart' && isDrained && current) void refresh(current);
      }),
    [store, refresh],
  );

  useEffect(() => {
    const stop = listenToCartChanges((changedId) => {
      const current = selectCartId(store.getState());
      if (changedId && changedId !== current) dispatch(cartIdSet(changedId));
      else if (current) void refresh(current);
    });
    // What another tab broadcast before this tab listened (it was still starting): the cookie
    // already names the cart that tab made.
    dispatch(adoptCookieCart());
    return stop;
  }, [store, refresh, dispatch]);

  return cart;
}
