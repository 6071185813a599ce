import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeQueued } from '@/features/offline-queue/offline-queue-slice';
import { whenIdle } from '@/lib/idle/when-idle';
import { DeferredOfflineReplay } from './deferred-offline-replay';
import { makeStore } from './store';

const mounted = vi.hoisted(() => ({ count: 0 }));

vi.mock('./offline-replay', () => ({
  OfflineReplay: () => {
    mounted.count += 1;
    return null;
  },
}));
vi.mock('@/lib/idle/when-idle', () => ({ whenIdle: vi.fn() }));

afterEach(() => {
  cleanup();
  mounted.count = 0;
});

function idleLater(): () => void {
  let becomeIdle: () => void = () => undefined;
  vi.mocked(whenIdle).mockReturnValue(new Promise<void>((resolve) => (becomeIdle = resolve)));
  return () => becomeIdle();
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('DeferredOfflineReplay', () => {
  it('on a page no worker controls and nothing waiting, mounts the replay once idle', async () => {
    const becomeIdle = idleLater();
    render(
      <Provider store={makeStore()}>
        <DeferredOfflineReplay />
      </Provider>,
    );
    await settle();
    expect(mounted.count).toBe(0);
    becomeIdle();
    await waitFor(() => expect(mounted.count).toBeGreaterThan(0));
  });

  it('mounts it at once when a change waits, idle or not', async () => {
    idleLater();
    const store = makeStore();
    render(
      <Provider store={store}>
        <DeferredOfflineReplay />
      </Provider>,
    );
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
