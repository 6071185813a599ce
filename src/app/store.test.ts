import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { productOpenedFromList, selectRelocatePage } from '@/features/list/list-slice';
import { requestFinished, requestStarted, selectIsApiBusy } from '@/features/loading/loading-slice';
import {
  panelClosed,
  panelOpened,
  panelToggled,
  selectIsPanelOpen,
  selectOpenPanel,
} from '@/features/panels/panels-slice';
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

describe('persistence', () => {
  it('stores the list relocation under the key "ralph" in IndexedDB, but not panels', async () => {
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
    store.dispatch(productOpenedFromList({ alias: '/c/lys', page: 3 }));
    store.dispatch(panelOpened('cart'));
    await persistor.flush();
    const stored = await idbStorage.getItem('ralph');
    expect(stored).toContain('relocatePage');
    expect(stored).not.toContain('panels');
    expect(selectRelocatePage(store.getState(), '/c/lys')).toBe(3);
    expect(selectRelocatePage(store.getState(), '/c/dekk')).toBe(1);
  });
});
