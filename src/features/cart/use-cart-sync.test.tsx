import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCartCookie } from './cart-cookie';
import { cartIdSet, cartSlice, selectCartId } from './cart-slice';
import { useCartSync } from './use-cart-sync';

const refetch = vi.fn(() => Promise.resolve());
// The cart query itself is Apollo's: here only the id it would be asked for matters.
vi.mock('./use-cart', () => ({
  useCart: () => ({
    cartId: useSelector(selectCartId),
    cart: null,
    error: undefined,
    refetch,
  }),
  useRefreshCart: () => () => Promise.resolve(),
}));

function setUp(cartId: string | null) {
  const store = configureStore({ reducer: combineSlices(cartSlice) });
  store.dispatch(cartIdSet(cartId));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  renderHook(() => useCartSync(), { wrapper });
  return store;
}

afterEach(() => {
  cleanup();
  writeCartCookie(null);
  refetch.mockClear();
});

describe('useCartSync', () => {
  it("adopts the cart another tab made before this one listened (the tab's first cart)", () => {
    writeCartCookie('cart-from-other-tab');
    const store = setUp(null);
    expect(selectCartId(store.getState())).toBe('cart-from-other-tab');
  });

  it('on focus, adopts a cart another tab made meanwhile, and fetches a known one again', () => {
    const store = setUp(null);
    expect(selectCartId(store.getState())).toBeNull();
    // The other tab's broadcast went unheard; its cookie is there.
    writeCartCookie('made-while-away');
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(selectCartId(store.getState())).toBe('made-while-away');
    expect(refetch).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(selectCartId(store.getState())).toBe('made-while-away');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps its own cart when the cookie names the same one or none', () => {
    const store = setUp('my-own-cart');
    expect(selectCartId(store.getState())).toBe('my-own-cart');
    writeCartCookie(null);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(selectCartId(store.getState())).toBe('my-own-cart');
  });
});
