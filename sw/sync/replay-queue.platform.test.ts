// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SyncResult } from '../../src/config/offline-sync';
import { memoryCarry } from './cart-id-carry';
import type { QueuedOperation } from './queued-operation';
import { replayQueue, type ReplayableQueue } from './replay-queue';

// The replay against the platform's own Request and Response (Node's: the Fetch standard a
// service worker has, not happy-dom's), sent through a fetch that consumes the request's body
// as a browser's does: code that reads a sent request's body again fails here.

interface Line {
  skuId: number;
  quantity: number;
}

/** A tiny idempotent cart API: each key applied once; a replay answers the first answer. */
function cartApi() {
  const carts = new Map<string, Line[]>();
  const answers = new Map<string, string>();
  let made = 0;
  const closed = new Set<string>();
  const apply = (operationName: string, variables: Record<string, unknown>): string => {
    let cartId = variables['cartId'] as string | null;
    if (cartId !== null && closed.has(cartId))
      return JSON.stringify({ data: null, errors: [{ extensions: { code: 'CART_CLOSED' } }] });
    if (cartId === null) {
      cartId = `cart-${++made}`;
      carts.set(cartId, []);
    }
    const lines = carts.get(cartId);
    if (!lines)
      return JSON.stringify({ data: null, errors: [{ extensions: { code: 'CART_NOT_FOUND' } }] });
    if (operationName !== 'AddToCart')
      return JSON.stringify({ data: { [operationName]: { id: cartId } } });
    const skuId = Number(variables['skuId']);
    const line = lines.find((l) => l.skuId === skuId);
    if (line) line.quantity += Number(variables['quantity']);
    else lines.push({ skuId, quantity: Number(variables['quantity']) });
    return JSON.stringify({ data: { addToCart: { id: cartId } } });
  };
  /** Reads the request as the network does: its body is consumed. */
  const fetch = async (request: Request): Promise<Response> => {
    const { operationName, variables } = JSON.parse(await request.text()) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    const key = String(variables['idempotencyKey']);
    const answer = answers.get(key) ?? apply(operationName, variables);
    answers.set(key, answer);
    return new Response(answer, { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, carts, closed };
}

interface Queued {
  key: string;
  skuId: number;
  cartId?: string | null;
  operationName?: string;
}

function storedQueue(url: string, changes: Queued[]) {
  const entries = changes.map(({ key, skuId, cartId = null, operationName = 'AddToCart' }) => ({
    request: new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        operationName,
        variables: { cartId, skuId, quantity: 1, idempotencyKey: key },
      }),
    }),
    metadata: { kind: 'cart', operationName, key } satisfies QueuedOperation,
  }));
  const queue: ReplayableQueue = {
    // Like workbox's Queue, the stored entries are handed out as they are (not copies).
    getAll: () => Promise.resolve([...entries]),
    shiftRequest: () => Promise.resolve(entries.shift()),
  };
  return queue;
}

describe('replayQueue with the platform Request and a consuming fetch', () => {
  const api = cartApi();
  const url = 'http://shop.test/graphql';

  it.each([2, 3])(
    'puts %i adds queued with no cart into the one cart the first creates',
    async (count) => {
      const before = api.carts.size;
      const adds = Array.from({ length: count }, (_, i) => ({
        key: `k${count}-${i}`,
        skuId: i + 1,
      }));
      const queue = storedQueue(url, adds);
      const results: SyncResult[] = [];
      await replayQueue(queue, {
        fetch: api.fetch,
        report: (_operation, result) => {
          results.push(result);
          return Promise.resolve();
        },
        attempts: new Map(),
        carry: memoryCarry(),
      });
      expect(api.carts.size).toBe(before + 1);
      const cartId = `cart-${before + 1}`;
      expect(api.carts.get(cartId)).toEqual(adds.map(({ skuId }) => ({ skuId, quantity: 1 })));
      expect(results).toEqual(adds.map(() => ({ status: 'applied', cartId })));
      expect(await queue.getAll()).toEqual([]);
    },
  );

  it('a replay that stopped after the first add (worker killed) still ends in one cart', async () => {
    const before = api.carts.size;
    const adds = [
      { key: 'r-1', skuId: 1 },
      { key: 'r-2', skuId: 2 },
    ];
    const queue = storedQueue(url, adds);
    const carry = memoryCarry();
    let sends = 0;
    // The first add reaches the shop, then the worker dies before it hears the answer.
    const dying = async (request: Request) => {
      const response = await api.fetch(request);
      if (++sends === 1) throw new TypeError('worker stopped');
      return response;
    };
    const deps = { report: () => Promise.resolve(), attempts: new Map<string, number>(), carry };
    await expect(replayQueue(queue, { ...deps, fetch: dying })).rejects.toThrow();
    await replayQueue(queue, { ...deps, fetch: api.fetch });
    expect(api.carts.size).toBe(before + 1);
    expect(api.carts.get(`cart-${before + 1}`)).toEqual([
      { skuId: 1, quantity: 1 },
      { skuId: 2, quantity: 1 },
    ]);
  });

  it('adds queued for a cart ordered meanwhile go to one new cart; other changes to it are refused, naming it', async () => {
    api.carts.set('ordered-1', [{ skuId: 9, quantity: 1 }]);
    const before = api.carts.size;
    api.closed.add('ordered-1');
    const queue = storedQueue(url, [
      { key: 'g-1', skuId: 1, cartId: 'ordered-1' },
      { key: 'g-2', skuId: 9, cartId: 'ordered-1', operationName: 'UpdateCartItemQuantity' },
      { key: 'g-3', skuId: 2, cartId: 'ordered-1' },
    ]);
    const results: SyncResult[] = [];
    const carry = memoryCarry();
    const deps = {
      fetch: api.fetch,
      report: (_operation: QueuedOperation, result: SyncResult) => {
        results.push(result);
        return Promise.resolve();
      },
      attempts: new Map<string, number>(),
      carry,
    };
    await replayQueue(queue, deps);
    const made = `cart-${before}`; // the first cart this api makes after 'ordered-1'
    expect(api.carts.get(made)).toEqual([
      { skuId: 1, quantity: 1 },
      { skuId: 2, quantity: 1 },
    ]);
    expect(results).toEqual([
      { status: 'applied', cartId: made },
      {
        status: 'refused',
        code: 'CART_CLOSED',
        values: { code: 'CART_CLOSED' },
        cartId: 'ordered-1',
      },
      { status: 'applied', cartId: made },
    ]);
  });
});
