import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { writeCartCookie } from './cart-cookie';
import {
  adoptCookieCart,
  addedCleared,
  cartAdded,
  cartIdSet,
  cartSlice,
  forgetCart,
  selectAddedNotice,
  selectCartId,
} from './cart-slice';

const makeStore = () => configureStore({ reducer: { cart: cartSlice.reducer } });

describe('cart slice', () => {
  it('holds the cart id only, and the added notice', () => {
    const store = makeStore();
    expect(selectCartId(store.getState())).toBeNull();
    store.dispatch(cartIdSet('abc'));
    store.dispatch(cartAdded({ key: 'k1', name: 'Hjelm', quantity: 2 }));
    expect(selectCartId(store.getState())).toBe('abc');
    expect(selectAddedNotice(store.getState())).toEqual({ key: 'k1', name: 'Hjelm', quantity: 2 });
    store.dispatch(addedCleared());
    expect(selectAddedNotice(store.getState())).toBeNull();
  });

  it('forgets the cart: id and ralph-cart cookie', () => {
    const store = makeStore();
    store.dispatch(cartIdSet('abc'));
    document.cookie = 'ralph-cart=abc; path=/';
    store.dispatch(forgetCart());
    expect(selectCartId(store.getState())).toBeNull();
    expect(document.cookie).not.toContain('ralph-cart=abc');
  });

  it('after rehydration, takes the cart the ralph-cart cookie names when the state lags', () => {
    const store = makeStore();
    writeCartCookie('5b0e6c1e-7a43-4c1b-9d3e-2f6a1c0d9e11');
    store.dispatch(adoptCookieCart());
    expect(selectCartId(store.getState())).toBe('5b0e6c1e-7a43-4c1b-9d3e-2f6a1c0d9e11');
    // No cookie: the stored id stays; a cookie that is not an id is ignored.
    writeCartCookie(null);
    store.dispatch(adoptCookieCart());
    expect(selectCartId(store.getState())).toBe('5b0e6c1e-7a43-4c1b-9d3e-2f6a1c0d9e11');
    document.cookie = 'ralph-cart=%3Cscript%3E; path=/';
    store.dispatch(adoptCookieCart());
    expect(selectCartId(store.getState())).toBe('5b0e6c1e-7a43-4c1b-9d3e-2f6a1c0d9e11');
    writeCartCookie(null);
  });
});
