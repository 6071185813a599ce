import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
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
});
