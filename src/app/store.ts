import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import { REDUX_PERSIST_KEY } from '@/config/constants';
import { authSlice } from '@/features/account/auth-slice';
import { adoptCookieCart, cartSlice } from '@/features/cart/cart-slice';
import { customerTypeSlice } from '@/features/customer-type/customer-type-slice';
import { favouritesSlice } from '@/features/favourites/favourites-slice';
import { listSlice } from '@/features/list/list-slice';
import { loadingSlice } from '@/features/loading/loading-slice';
import { offlineQueueSlice } from '@/features/offline-queue/offline-queue-slice';
import { panelsSlice } from '@/features/panels/panels-slice';
import { whenIdle } from '@/lib/idle/when-idle';
import { vehiclesBroadcast } from '@/features/vehicles/vehicles-broadcast';
import { vehiclesSlice } from '@/features/vehicles/vehicles-slice';
import { idbStorage } from '@/lib/storage/idb-storage';
import {
  persistenceSlice,
  restoreFinished,
  restoreStarted,
} from '@/features/persistence/persistence-slice';

const rootReducer = combineSlices(
  panelsSlice,
  loadingSlice,
  listSlice,
  customerTypeSlice,
  favouritesSlice,
  cartSlice,
  offlineQueueSlice,
  persistenceSlice,
  vehiclesSlice,
  // Not in redux-persist: the login lives in its cookies and token (auth-storage.ts).
  authSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Client state that survives a reload (the spec persists favorites, customer type, VAT, list,
 * atv and cart).
 */
const persistedSlices = [
  listSlice.reducerPath,
  customerTypeSlice.reducerPath,
  favouritesSlice.reducerPath,
  cartSlice.reducerPath,
  // Changes made offline survive a reload or a restart until they reach the shop.
  offlineQueueSlice.reducerPath,
  // Saved vehicles and the current one (spec: "atv (selected vehicle)").
  vehiclesSlice.reducerPath,
] as const satisfies readonly (keyof RootState)[];

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(vehiclesBroadcast()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** redux-persist's default time-out for reading the stored state. */
const STORED_STATE_TIMEOUT_MS = 5000;

const persistedPart = (state: RootState) => persistedSlices.map((slice) => state[slice]);

/**
 * Reads the persisted client state back and keeps writing it, without holding the first paint:
 * the store starts empty (selectIsRestored false until the stored state is known). Once known,
 * the ralph-cart cookie names the cart if the stored state lags behind it.
 *
 * redux-persist itself is a lazy chunk (issue 18, the start page's JS budget): loaded at once
 * when IndexedDB holds a stored state, else when the page is idle or a persisted slice first
 * changes (a cart, a change made offline, a list left for a product, a customer type), whichever
 * comes first. Resolves with the persistor once started (a chunk that could not load is tried
 * again on the next change).
 */
export function persistAppStore(store: AppStore): Promise<Persistor | null> {
  store.dispatch(restoreStarted());
  let started: Promise<Persistor | null> | undefined;
  const start = (readStored: boolean) =>
    (started ??= import('./store-persistence').then(
      ({ startPersistence }) =>
        startPersistence(
          store,
          rootReducer,
          persistedSlices,
          () => {
            if (!readStored) return;
            store.dispatch(adoptCookieCart());
            store.dispatch(restoreFinished());
          },
          readStored,
        ),
      () => {
        started = undefined;
        return null;
      },
    ));

  // An IndexedDB that never answers (it happens) must not leave the state unknown for good:
  // after redux-persist's own time-out, its reading (with that time-out) takes over.
  const unanswered = new Promise<'unanswered'>((resolve) =>
    setTimeout(() => resolve('unanswered'), STORED_STATE_TIMEOUT_MS),
  );
  return Promise.race([idbStorage.getItem(REDUX_PERSIST_KEY), unanswered]).then((stored) => {
    if (stored !== null) return start(true);
    // Nothing to read back: known at once. Persisting starts on the first change to keep or
    // once the page is idle, whichever comes first: by then a shopper who goes offline (and a
    // page without a service worker could not fetch the chunk) still has it.
    store.dispatch(adoptCookieCart());
    store.dispatch(restoreFinished());
    return new Promise<Persistor | null>((resolve) => {
      let kept = persistedPart(store.getState());
      const begin = () =>
        void start(false).then((persistor) => {
          if (!persistor) return;
          unsubscribe();
          resolve(persistor);
        });
      const unsubscribe = store.subscribe(() => {
        const now = persistedPart(store.getState());
        if (now.every((slice, index) => slice === kept[index])) return;
        kept = now;
        begin();
      });
      void whenIdle().then(begin);
    });
  });
}
