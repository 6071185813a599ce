import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { requestFinished, requestStarted } from '@/features/loading/loading-slice';
import { setApolloActivityListener } from '@/graphql/apollo-clients';
import { ErrorFallback } from './errors/error-fallback';
import { buildRoutes } from './router/create-router';
import { registerPrefetcher } from './router/prefetcher';
import { makeStore, persistAppStore, type AppStore } from './store';
import { VatDisplayProvider } from './vat-display-provider';

interface AppParts {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Builds the store and router once, outside React (StrictMode would build them twice). */
export function createApp(): AppParts {
  const store = makeStore();
  // Rehydration runs in the background: nothing persisted is needed for the first paint.
  persistAppStore(store);
  setApolloActivityListener({
    onStart: () => store.dispatch(requestStarted()),
    onEnd: () => store.dispatch(requestFinished()),
  });
  const routes = buildRoutes();
  registerPrefetcher(routes);
  return { store, router: createBrowserRouter(routes) };
}

/** Redux for client state; the router's locale roots add i18n and Apollo per language. */
export function App({ store, router }: AppParts) {
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <Provider store={store}>
        <VatDisplayProvider>
          <RouterProvider router={router} />
        </VatDisplayProvider>
      </Provider>
    </ErrorBoundary>
  );
}
