import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  customerTypeChosen,
  selectCustomerType,
  selectVatIncluded,
  vatDisplayChosen,
} from '@/features/customer-type/customer-type-slice';
import { favouriteAdded } from '@/features/favourites/favourites-slice';
import {
  listShown,
  productOpenedFromList,
  selectIsBackNavigated,
  selectRelocation,
} from '@/features/list/list-slice';
import { requestFinished, requestStarted, selectIsApiBusy } from '@/features/loading/loading-slice';
import {
  panelClosed,
  panelOpened,
  panelToggled,
  selectIsPanelOpen,
  selectOpenPanel,
} from '@/features/panels/panels-slice';
import { cartAdded, cartIdSet, selectCartId } from '@/features/cart/cart-slice';
import { changeQueued, selectPendingCount } from '@/features/offline-queue/offline-queue-slice';
import { idbStorage } from '@/lib/storage/idb-storage';
import { makeStore, persistAppStore } from './store';

describe('makeStore', () => {
  it('builds a store with the initial client state', () => {
    const state = makeStore().getState();
    expect(selectOpenPanel(state)).toBeNull();
    expect(selectIsApiBusy(state)).toBe(false);
  });

  it('accepts preloaded state for tests', () => {
    const store = makeStore({ panels: { open: 'cart' } });
    expect(selectIsPanelOpen(store.getState(), 'cart')).toBe(true);
  });
});

describe('panels', () => {
  it('keeps one content panel open at a time', () => {
    const store = makeStore();
    store.dispatch(panelOpened('menu-panel'));
    store.dispatch(panelOpened('cart'));
    expect(selectOpenPanel(store.getState())).toBe('cart');
    expect(selectIsPanelOpen(store.getState(), 'menu-panel')).toBe(false);
  });

  it('toggles and closes', () => {
    const store = makeStore();
    store.dispatch(panelToggled('search'));
    expect(selectOpenPanel(store.getState())).toBe('search');
    store.dispatch(panelToggled('search'));
    expect(selectOpenPanel(store.getState())).toBeNull();
    store.dispatch(panelOpened('account'));
    store.dispatch(panelClosed());
    expect(selectOpenPanel(store.getState())).toBeNull();
  });
});

describe('loading', () => {
  it('counts API requests in flight and never goes below zero', () => {
    const store = makeStore();
    store.dispatch(requestStarted());
    store.dispatch(requestStarted());
    store.dispatch(requestFinished());
    expect(selectIsApiBusy(store.getState())).toBe(true);
    store.dispatch(requestFinished());
    store.dispatch(requestFinished());
    expect(store.getState().loading.pendingRequests).toBe(0);
  });
});

describe('customer type', () => {
  it('starts as PERSON with prices including VAT', () => {
    const state = makeStore().getState();
    expect(selectCustomerType(state)).toBe('PERSON');
    expect(selectVatIncluded(state)).toBe(true);
  });

  it("follows the chosen type's vat flag, and the VAT toggle", () => {
    const store = makeStore();
    store.dispatch(customerTypeChosen({ type: 'COMPANY', vatIncluded: false }));
    expect(selectVatIncluded(store.getState())).toBe(false);
    store.dispatch(vatDisplayChosen(true));
    expect(selectVatIncluded(store.getState())).toBe(true);
    expect(selectCustomerType(store.getState())).toBe('COMPANY');
  });
});

describe('persistence', () => {
  it('stores list relocation and customer type under "ralph" in IndexedDB, not panels', async () => {
    const store = makeStore();
    const persistor = persistAppStore(store);
    await new Promise<void>((resolve) => {
      const unsubscribe = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          unsubscribe();
          resolve();
        }
      });
    });
    store.dispatch(productOpenedFromList({ alias: 'warn-vrx-35', page: 3, list: '/c/lys?page=3' }));
    store.dispatch(listShown({ isBackNavigated: true }));
    store.dispatch(customerTypeChosen({ type: 'COMPANY', vatIncluded: false }));
    store.dispatch(favouriteAdded(4711));
    store.dispatch(panelOpened('cart'));
    store.dispatch(cartIdSet('cart-id-1'));
    store.dispatch(cartAdded({ key: 'k', name: 'Notice-only', quantity: 1 }));
    store.dispatch(
      changeQueued({
        key: 'offline-change-1',
        kind: 'cart',
        operationName: 'AddToCart',
        query: 'mutation AddToCart { x }',
        variables: { skuId: 7, quantity: 1, idempotencyKey: 'offline-change-1' },
        holder: 'worker',
        queuedAt: 1,
      }),
    );
    await persistor.flush();
    const stored = await idbStorage.getItem('ralph');
    expect(stored).toContain('relocatePage');
    expect(stored).toContain('COMPANY');
    // Favourites are product ids only: the products stay in the Apollo cache.
    const persisted = JSON.parse(stored ?? '{}') as Record<string, string>;
    expect(JSON.parse(persisted['favorites'] ?? '{}')).toEqual({ productIds: [4711] });
    expect(stored).toContain('\\"isBackNavigated\\":false');
    expect(stored).not.toContain('panels');
    expect(stored).toContain('cart-id-1');
    expect(stored).not.toContain('Notice-only');
    // Changes made offline survive a reload until they reach the shop.
    expect(stored).toContain('offline-change-1');
    expect(selectPendingCount(store.getState())).toBe(1);
    expect(selectCartId(store.getState())).toBe('cart-id-1');
    expect(selectRelocation(store.getState())).toMatchObject({
      relocateAlias: 'warn-vrx-35',
      relocatePage: 3,
    });
    expect(selectIsBackNavigated(store.getState())).toBe(true);
  });
});
