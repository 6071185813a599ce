import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache } from '@apollo/client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeQueued, selectPendingCount } from '@/features/offline-queue/offline-queue-slice';
import { cartIdSet, selectCartId } from '@/features/cart/cart-slice';
import { OfflineQueueStatus } from '@/features/offline-queue/offline-queue-status';
import { createI18n } from '@/i18n/i18n';
import { App } from './app';
import { UndistractedLayout } from './layouts/undistracted-layout';
import { makeStore } from './store';

// Changes made offline replay from the app root, whatever the layout: the checkout's
// undistracted layout has no header, and a page with the header's status strip replays once.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function storeWithPendingAdd(cartId: string | null) {
  const store = makeStore();
  store.dispatch(
    changeQueued({
      key: 'key-offline-add-1',
      kind: 'cart',
      operationName: 'AddToCart',
      query: 'mutation AddToCart { addToCart { id } }',
      variables: { cartId, skuId: 7, quantity: 1, idempotencyKey: 'key-offline-add-1' },
      holder: 'page',
      queuedAt: 1,
    }),
  );
  return store;
}

function renderAt(path: string, cartId: string | null = 'cart-1') {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { addToCart: { id: cartId ?? 'cart-new' } } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const store = storeWithPendingAdd(cartId);
  if (cartId) store.dispatch(cartIdSet(cartId));
  const i18n = createI18n('nb');
  const router = createMemoryRouter(
    [
      {
        element: (
          <I18nextProvider i18n={i18n}>
            {/* The layout's global message reads the channel's settings (none here). */}
            <ApolloProvider
              client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}
            >
              <UndistractedLayout />
            </ApolloProvider>
          </I18nextProvider>
        ),
        children: [{ path: '/kassen', element: <h1>Kassen</h1> }],
      },
      {
        path: '/',
        element: (
          <I18nextProvider i18n={i18n}>
            <OfflineQueueStatus />
            <h1>Forsiden</h1>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<App store={store} router={router} />);
  return { fetch, store };
}

describe('App', () => {
  it('replays offline changes on a page of the undistracted layout (checkout)', async () => {
    const { fetch, store } = renderAt('/kassen');
    expect(await screen.findByRole('heading', { name: 'Kassen' })).toBeTruthy();
    await waitFor(() => expect(selectPendingCount(store.getState())).toBe(0));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('adopts the cart an add replayed on a checkout page created', async () => {
    const { store } = renderAt('/kassen', null);
    await waitFor(() => expect(selectCartId(store.getState())).toBe('cart-new'));
  });

  it('replays once on a page that shows the header’s offline status', async () => {
    const { fetch, store } = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Forsiden' })).toBeTruthy();
    await waitFor(() => expect(selectPendingCount(store.getState())).toBe(0));
    // A second replay loop (mounted twice) would send the change again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
