import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { listenForAuthSignals } from '@/features/account/auth-signals';
import { selectAuthUser } from '@/features/account/auth-slice';
import { requestFinished, requestStarted } from '@/features/loading/loading-slice';
import { keepCustomerTypeCookies } from '@/features/customer-type/customer-type-cookie';
import { listenForPersonalDataSignals } from '@/features/pwa/clear-personal-data';
import { rememberMarket } from '@/lib/market/current-market';
import { marketBasename, marketOfPath } from '@/lib/market/market-path';
import { changeQueued } from '@/features/offline-queue/offline-queue-slice';
import { setApolloActivityListener } from '@/graphql/apollo-clients';
import { setQueuedChangeListener } from '@/graphql/links/offline-queue-link';
import { DeferredOfflineReplay } from './deferred-offline-replay';
import { RecommendationServiceGate } from './recommendation-service-gate';
import { ErrorFallback } from './errors/error-fallback';
import { buildRoutes } from './router/create-router';
import { registerPrefetcher } from './router/prefetcher';
import { toVehicleFilter } from '@/features/vehicles/vehicle-filter';
import { selectCurrentVehicle } from '@/features/vehicles/vehicles-slice';
import { setSearchVehicleReader } from '@/lib/list-query/search-vehicle';
import { makeStore, persistAppStore, type AppStore } from './store';
import { VatDisplayProvider } from './vat-display-provider';

interface AppParts {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

interface AppBase {
  store: AppStore;
  routes: ReturnType<typeof buildRoutes>;
}

/**
 * Builds the store and router once, outside React (StrictMode would build them twice), in two
 * steps the caller runs in separate tasks (main.tsx): the store and listeners, then the router
 * (createAppRouter, whose creation runs the first route's loaders). One task of both was
 * ~250 ms at 4x CPU (TBT).
 */
export function createAppStore(): AppBase {
  const store = makeStore();
  keepCustomerTypeCookies(store);
  // Rehydration runs in the background: nothing persisted is needed for the first paint.
  void persistAppStore(store);
  setApolloActivityListener({
    onStart: () => store.dispatch(requestStarted()),
    onEnd: () => store.dispatch(requestFinished()),
  });
  // Offline writes: a change that waits for the network is shown (and kept) at once.
  setQueuedChangeListener((change) => store.dispatch(changeQueued(change)));
  // Issue 5: logout and market change (auth and market BroadcastChannels) clear the shopper's
  // cached server data. (The install prompt is kept from the entry on: main.tsx.)
  listenForPersonalDataSignals();
  void import('./cross-tab-preferences').then((tabs) => tabs.listenForPreferenceChanges(store));
  listenForAuthSignals(store.dispatch);
  followAccount(store);
  // A search page ranks the parts that fit the current vehicle first.
  setSearchVehicleReader(() => {
    const vehicle = selectCurrentVehicle(store.getState());
    return vehicle ? toVehicleFilter(vehicle) : null;
  });
  const routes = buildRoutes();
  registerPrefetcher(routes);
  return { store, routes };
}

export function createAppRouter({ store, routes }: AppBase): AppParts {
  // The optional /:market segment (/se/…): the router's basename, and the market it names.
  const basename = marketBasename(location.pathname);
  const pathMarket = marketOfPath(location.pathname);
  if (pathMarket !== null) rememberMarket(pathMarket);
  return { store, router: createBrowserRouter(routes, basename ? { basename } : undefined) };
}

/**
 * A login, a logout (here or in another tab) or a start logged in: the account's customer type
 * and favourites follow (account-sync.ts, loaded only then).
 */
function followAccount(store: AppStore): void {
  let last: string | null = null;
  const check = () => {
    const user = selectAuthUser(store.getState());
    const id = user?.id ?? null;
    if (id === last) return;
    const previous = last;
    last = id;
    void import('./account-sync')
      .then((sync) => sync.accountChanged(store, previous, user))
      .catch(() => undefined);
  };
  store.subscribe(check);
  check();
}

/** Redux for client state; the router's locale roots add i18n and Apollo per language. */
export function App({ store, router }: AppParts) {
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <Provider store={store}>
        <DeferredOfflineReplay />
        <RecommendationServiceGate />
        <VatDisplayProvider>
          <RouterProvider router={router} />
        </VatDisplayProvider>
      </Provider>
    </ErrorBoundary>
  );
}
