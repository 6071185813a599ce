import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_CODE } from '@/config/offline-sync';
import type { QueuedChange } from '@/graphql/links/offline-queue-link';
import {
  changeQueued,
  offlineQueueSlice,
  selectPendingChanges,
  selectRefusedChanges,
} from './offline-queue-slice';
import { replayPageChanges } from './page-replay';
import { settleChange } from './settle-change';
import { onChangeSettled, type SettledChange } from './settled-changes';

const makeQueueStore = () => configureStore({ reducer: combineSlices(offlineQueueSlice) });

let n = 0;
function change(
  operationName: string,
  variables: Record<string, unknown>,
  holder: QueuedChange['holder'] = 'page',
): QueuedChange {
  n += 1;
  return {
    key: `page-key-${n}`,
    kind: operationName === 'SubscribeToNewsletter' ? 'newsletter' : 'cart',
    operationName,
    query: `mutation ${operationName} { x }`,
    variables: { ...variables, idempotencyKey: `page-key-${n}` },
    holder,
    queuedAt: n,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A shop that applies each idempotency key once; `answer` decides per request. */
function shop(answer: (body: { operationName: string }) => Response | 'offline') {
  const sent: string[] = [];
  const appliedKeys = new Set<string>();
  const fetch = vi.fn(async (request: Request) => {
    const body = (await request.json()) as {
      operationName: string;
      variables: { idempotencyKey: string };
    };
    expect(request.headers.get('X-Api-Key')).toBeTruthy();
    sent.push(body.variables.idempotencyKey);
    const response = answer(body);
    if (response === 'offline') throw new TypeError('Failed to fetch');
    if (response.status === 200) appliedKeys.add(body.variables.idempotencyKey);
    return response;
  });
  return { fetch, sent, appliedKeys };
}

function run(store: ReturnType<typeof makeQueueStore>, fetch: (r: Request) => Promise<Response>) {
  return replayPageChanges({
    getPending: () => selectPendingChanges(store.getState()),
    fetch,
    settle: (operation, result) =>
      settleChange(store.dispatch, () => store.getState(), operation, result),
    attempts: new Map(),
  });
}

const settled: SettledChange[] = [];
const stopListening = onChangeSettled((c) => settled.push(c));
afterEach(() => {
  settled.length = 0;
});
afterAll(() => stopListening());

describe('the page-side queue (no service worker)', () => {
  it('replays the changes it holds in order, each once, and leaves worker-held ones alone', async () => {
    const store = makeQueueStore();
    const add = change('AddToCart', { cartId: 'c1', skuId: 7, quantity: 1 });
    const held = change('UpdateCartItemQuantity', { cartId: 'c1', quantity: 5 }, 'worker');
    const update = change('UpdateCartItemQuantity', { cartId: 'c1', quantity: 3 });
    const signUp = change('SubscribeToNewsletter', { email: 'a@example.com' });
    for (const c of [add, held, update, signUp]) store.dispatch(changeQueued(c));
    const server = shop((body) =>
      json({
        data: {
          [body.operationName]: body.operationName === 'SubscribeToNewsletter' || { id: 'c1' },
        },
      }),
    );

    await run(store, server.fetch);
    await run(store, server.fetch);

    expect(server.sent.filter((key) => key !== signUp.key)).toEqual([add.key, update.key]);
    expect(server.sent).toContain(signUp.key);
    expect(server.sent).toHaveLength(3);
    expect(selectPendingChanges(store.getState()).map((c) => c.key)).toEqual([held.key]);
    expect(settled.map((c) => c.result.status)).toEqual(['applied', 'applied', 'applied']);
  });

  it('keeps a change answered with 500 (and the ones behind it) for a later try', async () => {
    const store = makeQueueStore();
    const first = change('AddToCart', { cartId: 'c1', skuId: 7, quantity: 1 });
    const second = change('RemoveCartItem', { cartId: 'c1', item: { skuId: 7 } });
    store.dispatch(changeQueued(first));
    store.dispatch(changeQueued(second));
    let isDown = true;
    const server = shop(() =>
      isDown ? json({ errors: [] }, 500) : json({ data: { x: { id: 'c1' } } }),
    );

    await expect(run(store, server.fetch)).rejects.toThrow();
    expect(selectPendingChanges(store.getState())).toHaveLength(2);
    expect(server.sent).toEqual([first.key]);

    isDown = false;
    await run(store, server.fetch);
    expect(server.sent).toEqual([first.key, first.key, second.key]);
    expect(selectPendingChanges(store.getState())).toEqual([]);
    expect([...server.appliedKeys]).toEqual([first.key, second.key]);
  });

  it('keeps everything while offline', async () => {
    const store = makeQueueStore();
    store.dispatch(changeQueued(change('AddToCart', { cartId: 'c1', skuId: 7, quantity: 1 })));
    await expect(run(store, shop(() => 'offline').fetch)).rejects.toThrow();
    expect(selectPendingChanges(store.getState())).toHaveLength(1);
    expect(selectRefusedChanges(store.getState())).toEqual([]);
  });

  it('reports a change the shop refuses once, drops it and goes on', async () => {
    const store = makeQueueStore();
    const promo = change('ApplyPromoCode', { cartId: 'c1', code: 'GAMMEL' });
    const add = change('AddToCart', { cartId: 'c1', skuId: 7, quantity: 1 });
    store.dispatch(changeQueued(promo));
    store.dispatch(changeQueued(add));
    const server = shop((body) =>
      body.operationName === 'ApplyPromoCode'
        ? json({
            data: null,
            errors: [{ message: 'expired', extensions: { code: 'PROMO_EXPIRED' } }],
          })
        : json({ data: { addToCart: { id: 'c1' } } }),
    );
    await run(store, server.fetch);
    await run(store, server.fetch);
    expect(server.sent).toEqual([promo.key, add.key]);
    expect(selectPendingChanges(store.getState())).toEqual([]);
    expect(selectRefusedChanges(store.getState())).toEqual([
      expect.objectContaining({ key: promo.key, code: 'PROMO_EXPIRED', kind: 'cart' }),
    ]);
    // The same outcome heard again (a worker re-delivering it) reports nothing new.
    settleChange(
      store.dispatch,
      () => store.getState(),
      { kind: 'cart', operationName: 'ApplyPromoCode', key: promo.key },
      { status: 'refused', code: 'PROMO_EXPIRED', values: {} },
    );
    expect(selectRefusedChanges(store.getState())).toHaveLength(1);
  });

  it('hands a change over when a service worker on the way queues it, and stops sending it', async () => {
    const store = makeQueueStore();
    const add = change('AddToCart', { cartId: 'c1', skuId: 7, quantity: 1 });
    store.dispatch(changeQueued(add));
    const server = shop(() =>
      json({ data: null, errors: [{ message: 'queued', extensions: { code: QUEUED_CODE } }] }, 202),
    );
    await run(store, server.fetch);
    await run(store, server.fetch);
    expect(server.sent).toEqual([add.key]);
    expect(selectPendingChanges(store.getState())).toEqual([{ ...add, holder: 'worker' }]);
    expect(settled).toEqual([]);
  });

  it('sends adds queued with no cart to the one cart the first creates (each body read once)', async () => {
    const store = makeQueueStore();
    const adds = [1, 2, 3].map((skuId) =>
      change('AddToCart', { cartId: null, skuId, quantity: 1 }),
    );
    for (const c of adds) store.dispatch(changeQueued(c));
    const cartIds: (string | null)[] = [];
    // The fetch consumes the body, as a browser's does.
    const fetch = async (request: Request) => {
      const body = (await request.json()) as { variables: { cartId: string | null } };
      cartIds.push(body.variables.cartId);
      return json({ data: { addToCart: { id: body.variables.cartId ?? 'made-1' } } });
    };
    await run(store, fetch);
    expect(cartIds).toEqual([null, 'made-1', 'made-1']);
    expect(selectPendingChanges(store.getState())).toEqual([]);
    expect(settled.map((c) => c.result)).toEqual(
      adds.map(() => ({ status: 'applied', cartId: 'made-1' })),
    );
    // One fetch of the cart after the last, not one per change.
    expect(settled.map((c) => c.isDrained)).toEqual([false, false, true]);
  });
});
