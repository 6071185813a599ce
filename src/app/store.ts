import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { REDUX_PERSIST_KEY } from '@/config/constants';
import { authSlice } from '@/features/account/auth-slice';
import { adoptCookieCart, cartSlice } from '@/features/cart/cart-slice';
import { customerTypeSlice } from '@/features/customer-type/customer-type-slice';
import { listSlice } from '@/features/list/list-slice';
import { loadingSlice } from '@/features/loading/loading-slice';
import { offlineQueueSlice } from '@/features/offline-queue/offline-queue-slice';
import { panelsSlice } from '@/features/panels/panels-slice';
import { idbStorage } from '@/lib/storage/idb-storage';

const rootReducer = combineSlices(
  panelsSlice,
  loadingSlice,
  listSlice,
  customerTypeSlice,
  cartSlice,
  offlineQueueSlice,
  // Not in redux-persist: the login lives in its cookies and token (auth-storage.ts).
  authSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** Client state that survives a reload (spec section 3, "Persisted client state"). */
const persistedSlices: (keyof RootState)[] = [
  listSlice.reducerPath,
  customerTypeSlice.reducerPath,
  cartSlice.reducerPath,
  // Changes made offline survive a reload or a restart until they reach the shop.
  offlineQueueSlice.reducerPath,
];

// The back-navigated flag describes the list on screen now: it never outlives a page load.
const listWithoutFlag = createTransform<RootState['list'], RootState['list']>(
  (list) => ({ ...list, isBackNavigated: false }),
  (list) => ({ ...list, isBackNavigated: false }),
  { whitelist: [listSlice.reducerPath] },
);

// The added notification belongs to this page load: only the cart id is kept.
const cartIdOnly = createTransform<RootState['cart'], RootState['cart']>(
  (cart) => ({ ...cart, added: null }),
  (cart) => ({ ...cart, added: null }),
  { whitelist: [cartSlice.reducerPath] },
);

// redux-persist prefixes its keys with "persist:"; the state is stored under the spec's bare
// key "ralph" so other code (and the service worker) can find it.
const bareKey = (key: string) => key.replace(/^persist:/, '');
const reduxStorage = {
  getItem: (key: string) => idbStorage.getItem(bareKey(key)),
  setItem: (key: string, value: string) => idbStorage.setItem(bareKey(key), value),
  removeItem: (key: string) => idbStorage.removeItem(bareKey(key)),
};

const persistedReducer = persistReducer<RootState>(
  {
    key: REDUX_PERSIST_KEY,
    storage: reduxStorage,
    whitelist: persistedSlices,
    transforms: [listWithoutFlag, cartIdOnly],
  },
  rootReducer,
);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistedReducer,
    // _persist is added by redux-persist itself when it is missing.
    preloadedState: preloadedState as (RootState & PersistPartial) | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Starts rehydration in the background; the first paint never waits for IndexedDB. Once
 * rehydrated, the ralph-cart cookie names the cart if the stored state lags behind it.
 */
export function persistAppStore(store: AppStore): Persistor {
  const persistor = persistStore(store, null, () => store.dispatch(adoptCookieCart()));
  // What waits offline and the cart id are written at once when the page is hidden or left.
  if (typeof document !== 'undefined') {
    window.addEventListener('pagehide', () => void persistor.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void persistor.flush();
    });
  }
  return persistor;
}
