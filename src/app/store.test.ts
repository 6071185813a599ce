import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { makeVehicle } from '@/features/vehicles/vehicle';
import { selectCurrentVehicle, vehicleAdded } from '@/features/vehicles/vehicles-slice';
import { idbStorage } from '@/lib/storage/idb-storage';
import { whenIdle } from '@/lib/idle/when-idle';
import { selectIsRestored } from '@/features/persistence/persistence-slice';
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
    store.dispatch(panelClosed('account'));
    expect(selectOpenPanel(store.getState())).toBeNull();
  });

  it("a panel's late close leaves the panel opened since open", () => {
    const store = makeStore();
    store.dispatch(panelOpened('cart'));
    // The cart's dialog reports its close after the account panel has taken its place.
    store.dispatch(panelOpened('account'));
    store.dispatch(panelClosed('cart'));
    expect(selectOpenPanel(store.getState())).toBe('account');
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

// The page's idle moment, held back by the test that needs it to be later than a change.
vi.mock('@/lib/idle/when-idle', () => ({ whenIdle: vi.fn(() => Promise.resolve()) }));

const persistenceStarted = (store: ReturnType<typeof makeStore>) => {
  const started = persistAppStore(store);
  return started.then((persistor) => {
    if (!persistor) throw new Error('redux-persist did not start');
    return persistor;
  });
};

describe('persistence', () => {
  beforeEach(async () => {
    await idbStorage.removeItem('ralph');
  });

  it('stores list relocation and customer type under "ralph" in IndexedDB, not panels', async () => {
    const store = makeStore();
    const started = persistenceStarted(store);
    await vi.waitFor(() => expect(selectIsRestored(store.getState())).toBe(true));
    store.dispatch(productOpenedFromList({ alias: 'warn-vrx-35', page: 3, list: '/c/lys?page=3' }));
    store.dispatch(listShown({ isBackNavigated: true }));
    store.dispatch(customerTypeChosen({ type: 'COMPANY', vatIncluded: false }));
    store.dispatch(favouriteAdded(4711));
    store.dispatch(panelOpened('cart'));
    store.dispatch(cartIdSet('cart-id-1'));
    store.dispatch(vehicleAdded(makeVehicle('Polaris', 2022, 'Sportsman 570')));
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
    const persistor = await started;
    await persistor.flush();
    const stored = await idbStorage.getItem('ralph');
    expect(stored).toContain('relocatePage');
    expect(stored).toContain('COMPANY');
    // Favourites are product ids only (the products stay in the Apollo cache), with the changes
    // not yet sent to a logged-in account.
    const persisted = JSON.parse(stored ?? '{}') as Record<string, string>;
    expect(JSON.parse(persisted['favorites'] ?? '{}')).toEqual({
      productIds: [4711],
      pending: [{ productId: 4711, kind: 'add', changedAt: expect.any(Number) as number }],
      mergedFor: null,
    });
    expect(stored).toContain('\\"isBackNavigated\\":false');
    expect(stored).not.toContain('panels');
    expect(stored).not.toContain('persistence');
    expect(stored).toContain('cart-id-1');
    expect(stored).not.toContain('Notice-only');
    // Changes made offline survive a reload until they reach the shop.
    expect(stored).toContain('offline-change-1');
    // Saved vehicles, under the spec's key atv.
    expect(stored).toContain('"atv":');
    expect(stored).toContain('polaris|2022|sportsman 570');
    const reloaded = makeStore();
    void persistAppStore(reloaded);
    await vi.waitFor(() => expect(selectIsRestored(reloaded.getState())).toBe(true));
    expect(selectCurrentVehicle(reloaded.getState())?.model).toBe('Sportsman 570');
    expect(selectPendingCount(store.getState())).toBe(1);
    expect(selectCartId(store.getState())).toBe('cart-id-1');
    expect(selectRelocation(store.getState())).toMatchObject({
      relocateAlias: 'warn-vrx-35',
      relocatePage: 3,
    });
    expect(selectIsBackNavigated(store.getState())).toBe(true);
  });

  it('reads the stored state back into a new store (a reload), unknown until then', async () => {
    const first = makeStore();
    const firstStarted = persistenceStarted(first);
    await vi.waitFor(() => expect(selectIsRestored(first.getState())).toBe(true));
    first.dispatch(cartIdSet('cart-id-2'));
    await (await firstStarted).flush();

    const reloaded = makeStore();
    const started = persistenceStarted(reloaded);
    expect(selectIsRestored(reloaded.getState())).toBe(false);
    expect(selectCartId(reloaded.getState())).toBeNull();
    await started;
    await vi.waitFor(() => expect(selectIsRestored(reloaded.getState())).toBe(true));
    expect(selectCartId(reloaded.getState())).toBe('cart-id-2');
  });

  it("the cookies' customer type wins over a stored copy that lags behind them (a quick reload)", async () => {
    const first = makeStore();
    const firstStarted = persistenceStarted(first);
    await vi.waitFor(() => expect(selectIsRestored(first.getState())).toBe(true));
    first.dispatch(customerTypeChosen({ type: 'COMPANY', vatIncluded: false }));
    await (await firstStarted).flush();
    // The shopper chose prices with VAT and reloaded before IndexedDB had the change.
    document.cookie = 'ralph-user-type=COMPANY; path=/';
    document.cookie = 'ralph-vat-included=1; path=/';
    try {
      const reloaded = makeStore();
      await persistenceStarted(reloaded);
      await vi.waitFor(() => expect(selectIsRestored(reloaded.getState())).toBe(true));
      expect(selectCustomerType(reloaded.getState())).toBe('COMPANY');
      expect(selectVatIncluded(reloaded.getState())).toBe(true);
    } finally {
      document.cookie = 'ralph-user-type=; path=/; max-age=0';
      document.cookie = 'ralph-vat-included=; path=/; max-age=0';
    }
  });

  it('knows at once that nothing is stored, and starts redux-persist on a change to keep', async () => {
    vi.mocked(whenIdle).mockReturnValueOnce(new Promise(() => undefined));
    const store = makeStore();
    let persistor: unknown = undefined;
    void persistAppStore(store).then((started) => (persistor = started));
    await vi.waitFor(() => expect(selectIsRestored(store.getState())).toBe(true));
    store.dispatch(panelOpened('cart'));
    store.dispatch(requestStarted());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(persistor).toBeUndefined();
    store.dispatch(customerTypeChosen({ type: 'COMPANY', vatIncluded: false }));
    await vi.waitFor(() => expect(persistor).not.toBeUndefined());
    await (persistor as { flush: () => Promise<unknown> }).flush();
    expect(await idbStorage.getItem('ralph')).toContain('COMPANY');
  });

  it('starts redux-persist once the page is idle, though nothing changed', async () => {
    let becomeIdle: () => void = () => undefined;
    vi.mocked(whenIdle).mockReturnValueOnce(new Promise<void>((resolve) => (becomeIdle = resolve)));
    const store = makeStore();
    let persistor: unknown = undefined;
    void persistAppStore(store).then((started) => (persistor = started));
    await vi.waitFor(() => expect(selectIsRestored(store.getState())).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(persistor).toBeUndefined();
    becomeIdle();
    await vi.waitFor(() => expect(persistor).not.toBeUndefined());
  });

  it('knows the state after the time-outs when IndexedDB never answers', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(idbStorage, 'getItem').mockReturnValue(new Promise(() => undefined));
      const store = makeStore();
      void persistAppStore(store);
      await vi.advanceTimersByTimeAsync(4900);
      expect(selectIsRestored(store.getState())).toBe(false);
      // Ours gives up and starts redux-persist, whose own reading then gives up as well.
      await vi.advanceTimersByTimeAsync(200);
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(5100);
      expect(selectIsRestored(store.getState())).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
