import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { createTransform, persistReducer, persistStore, type Persistor } from 'redux-persist';
import { REDUX_PERSIST_KEY } from '@/config/constants';
import { cartSlice, type CartState } from '@/features/cart/cart-slice';
import {
  readCustomerTypeCookies,
  type CustomerTypeChoice,
} from '@/features/customer-type/customer-type-cookie';
import { customerTypeSlice } from '@/features/customer-type/customer-type-slice';
import { listSlice, type ListState } from '@/features/list/list-slice';
import { idbStorage } from '@/lib/storage/idb-storage';

// redux-persist is a chunk of its own (issue 18, the start page's JS budget): store.ts loads it
// when something is stored to read back, or when a persisted slice first changes.

// The back-navigated flag describes the list on screen now: it never outlives a page load.
const listWithoutFlag = createTransform<ListState, ListState>(
  (list) => ({ ...list, isBackNavigated: false }),
  (list) => ({ ...list, isBackNavigated: false }),
  { whitelist: [listSlice.reducerPath] },
);

// The added notification belongs to this page load: only the cart id is kept.
const cartIdOnly = createTransform<CartState, CartState>(
  (cart) => ({ ...cart, added: null }),
  (cart) => ({ ...cart, added: null }),
  { whitelist: [cartSlice.reducerPath] },
);

// The cookies follow the choice in the moment it is made (keepCustomerTypeCookies); the stored
// copy is written a moment later and lags behind a reload that came first: the cookies win.
const cookieChoiceFirst = createTransform<CustomerTypeChoice, CustomerTypeChoice>(
  (choice) => choice,
  (stored) => readCustomerTypeCookies() ?? stored,
  { whitelist: [customerTypeSlice.reducerPath] },
);

// redux-persist prefixes its keys with "persist:"; the state is stored under the spec's bare
// key "ralph" so other code (and the service worker) can find it.
const bareKey = (key: string) => key.replace(/^persist:/, '');
const reduxStorage = {
  getItem: (key: string) => idbStorage.getItem(bareKey(key)),
  setItem: (key: string, value: string) => idbStorage.setItem(bareKey(key), value),
  removeItem: (key: string) => idbStorage.removeItem(bareKey(key)),
};

interface PersistableStore<S> {
  dispatch: (action: UnknownAction) => unknown;
  replaceReducer: (reducer: Reducer<S>) => void;
}

/**
 * Wraps the store's reducer in redux-persist's and starts it: the stored state (if any) is read
 * back into the slices nobody changed yet, and the whitelisted slices are written from then on.
 * Resolves with the persistor once the stored state has been read (`onRestored` runs first).
 * `readStored` false: nothing was stored when the page started (the store knows it), so nothing
 * is read back now either; what another tab stored since must not undo this page's change.
 */
export function startPersistence<S>(
  store: PersistableStore<S>,
  reducer: Reducer<S>,
  whitelist: readonly string[],
  onRestored: () => void,
  readStored: boolean,
): Promise<Persistor> {
  const persisted = persistReducer(
    {
      key: REDUX_PERSIST_KEY,
      storage: reduxStorage,
      whitelist: [...whitelist],
      transforms: [listWithoutFlag, cartIdOnly, cookieChoiceFirst],
      ...(readStored ? {} : { getStoredState: () => Promise.resolve(undefined) }),
    },
    reducer,
  );
  store.replaceReducer(persisted as unknown as Reducer<S>);
  return new Promise((resolve) => {
    let isDone = false;
    const persistor = persistStore(store as never, null, () => {
      if (isDone) return;
      isDone = true;
      onRestored();
      resolve(persistor);
    });
    // What waits offline and the cart id are written at once when the page is hidden or left.
    if (typeof document !== 'undefined') {
      window.addEventListener('pagehide', () => void persistor.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') void persistor.flush();
      });
    }
  });
}
