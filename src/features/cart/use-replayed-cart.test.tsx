import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { SyncResult } from '@/config/offline-sync';
import { emitChangeSettled } from '@/features/offline-queue/settled-changes';
import { cartIdSet, cartSlice, selectCartId } from './cart-slice';
import { useReplayedCart } from './use-replayed-cart';

function setUp(cartId: string | null) {
  const store = configureStore({ reducer: combineSlices(cartSlice) });
  store.dispatch(cartIdSet(cartId));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  renderHook(() => useReplayedCart(), { wrapper });
  return store;
}

const settle = (result: SyncResult, isDrained = false) =>
  act(() =>
    emitChangeSettled({ kind: 'cart', key: 'k', operationName: 'AddToCart', result, isDrained }),
  );

describe('useReplayedCart', () => {
  it('adopts the cart a replayed add created', () => {
    const store = setUp(null);
    settle({ status: 'applied', cartId: 'new-cart-1' });
    expect(selectCartId(store.getState())).toBe('new-cart-1');
  });

  it('forgets the cart a refused change names as gone, and only that one', () => {
    const store = setUp('old-cart-1');
    settle({ status: 'applied', cartId: 'new-cart-1' });
    // A change queued for the old cart is refused after an add moved to a new one.
    settle({ status: 'refused', code: 'CART_CLOSED', values: {}, cartId: 'old-cart-1' });
    expect(selectCartId(store.getState())).toBe('new-cart-1');
    settle({ status: 'refused', code: 'CART_CLOSED', values: {}, cartId: 'new-cart-1' });
    expect(selectCartId(store.getState())).toBeNull();
  });
});
