import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeQueued } from '@/features/offline-queue/offline-queue-slice';
import { DeferredOfflineReplay } from './deferred-offline-replay';
import { makeStore } from './store';

const mounted = vi.hoisted(() => ({ count: 0 }));

vi.mock('./offline-replay', () => ({
  OfflineReplay: () => {
    mounted.count += 1;
    return null;
  },
}));

/** A stand-in for navigator.serviceWorker: controller, registration and controllerchange. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration: object | undefined = undefined;
  getRegistration(): Promise<object | undefined> {
    return Promise.resolve(this.registration);
  }
}

let container: FakeContainer;
const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
});

afterEach(() => {
  cleanup();
  mounted.count = 0;
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function renderReplay(store = makeStore()) {
  render(
    <Provider store={store}>
      <DeferredOfflineReplay />
    </Provider>,
  );
  return store;
}

describe('DeferredOfflineReplay', () => {
  it('on a first visit (no worker, nothing waiting) does not load the replay at all', async () => {
    renderReplay();
    await settle();
    expect(mounted.count).toBe(0);
  });

  it('mounts it once the first visit’s worker takes control', async () => {
    renderReplay();
    await settle();
    expect(mounted.count).toBe(0);
    act(() => {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    });
    await waitFor(() => expect(mounted.count).toBeGreaterThan(0));
  });

  it('mounts it at once on a page a worker controls, or where one is registered', async () => {
    container.controller = {};
    renderReplay();
    await waitFor(() => expect(mounted.count).toBeGreaterThan(0));
    cleanup();
    mounted.count = 0;
    container.controller = null;
    container.registration = {};
    renderReplay();
    await waitFor(() => expect(mounted.count).toBeGreaterThan(0));
  });

  it('mounts it when a change waits, with no worker at all', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    const store = renderReplay();
    await settle();
    expect(mounted.count).toBe(0);
    act(() => {
      store.dispatch(
        changeQueued({
          key: 'k1',
          kind: 'cart',
          operationName: 'AddToCart',
          query: 'mutation AddToCart { x }',
          variables: { skuId: 7, quantity: 1, idempotencyKey: 'k1' },
          holder: 'page',
          queuedAt: 1,
        }),
      );
    });
    await waitFor(() => expect(mounted.count).toBeGreaterThan(0));
  });
});
