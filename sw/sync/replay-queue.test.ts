import { describe, expect, it, vi } from 'vitest';
import type { SyncResult } from '../../src/config/offline-sync';
import { memoryCarry } from './cart-id-carry';
import type { QueuedOperation } from './queued-operation';
import {
  ReplayPausedError,
  replayQueue,
  withQueueLock,
  type ReplayableQueue,
} from './replay-queue';

/** An in-memory stand-in for workbox's Queue (IndexedDB): entries in order, head first. */
function fakeQueue(keys: string[], cartId: string | null = 'cart-1') {
  const entries = keys.map((key) => ({
    request: new Request('http://shop.test/graphql', {
      method: 'POST',
      body: JSON.stringify({
        operationName: 'AddToCart',
        variables: { cartId, skuId: 7, quantity: 1, idempotencyKey: key },
      }),
    }),
    metadata: { kind: 'cart', operationName: 'AddToCart', key } satisfies QueuedOperation,
  }));
  const queue: ReplayableQueue & { keys: () => string[] } = {
    getAll: () => Promise.resolve([...entries]),
    shiftRequest: () => Promise.resolve(entries.shift()),
    keys: () => entries.map((entry) => entry.metadata.key),
  };
  return queue;
}

const keyOf = async (request: Request) =>
  ((await request.json()) as { variables: { idempotencyKey: string } }).variables.idempotencyKey;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const applied = (id = 'cart-1') => json({ data: { addToCart: { id } } });
const refused = (code: string) =>
  json({ data: null, errors: [{ message: code, extensions: { code, available: 2 } }] });

/** A server that applies each key once and answers replays of a key with the first answer. */
function idempotentServer(answer: (key: string) => Response | 'offline') {
  const applied = new Map<string, number>();
  const sent: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const key = await keyOf(request);
    sent.push(key);
    const response = answer(key);
    if (response === 'offline') throw new TypeError('Failed to fetch');
    if (response.status < 500) applied.set(key, (applied.get(key) ?? 0) + 1);
    return response;
  });
  return { fetch, sent, applied };
}

function recorder() {
  const reports: { key: string; result: SyncResult }[] = [];
  const report = (operation: QueuedOperation, result: SyncResult) => {
    reports.push({ key: operation.key, result });
    return Promise.resolve();
  };
  return { reports, report };
}

describe('replayQueue', () => {
  it('replays in order, each change once, and empties the queue', async () => {
    const queue = fakeQueue(['k1', 'k2', 'k3']);
    const server = idempotentServer(() => applied());
    const { reports, report } = recorder();
    await replayQueue(queue, {
      fetch: server.fetch,
      report,
      attempts: new Map(),
      carry: memoryCarry(),
    });
    expect(server.sent).toEqual(['k1', 'k2', 'k3']);
    expect(reports.map((r) => r.key)).toEqual(['k1', 'k2', 'k3']);
    expect(reports[0]?.result).toEqual({ status: 'applied', cartId: 'cart-1' });
    expect(queue.keys()).toEqual([]);
  });

  it('keeps a change answered with 500 at the head and retries it later, after which the rest follows', async () => {
    const queue = fakeQueue(['k1', 'k2']);
    let isDown = true;
    const server = idempotentServer(() => (isDown ? json({}, 500) : applied()));
    const { reports, report } = recorder();
    const attempts = new Map<string, number>();
    const carry = memoryCarry();
    await expect(
      replayQueue(queue, { fetch: server.fetch, report, attempts, carry }),
    ).rejects.toThrow(ReplayPausedError);
    expect(queue.keys()).toEqual(['k1', 'k2']);
    expect(reports).toEqual([]);
    isDown = false;
    await replayQueue(queue, { fetch: server.fetch, report, attempts, carry });
    expect(server.sent).toEqual(['k1', 'k1', 'k2']);
    expect(reports.map((r) => r.key)).toEqual(['k1', 'k2']);
    expect(queue.keys()).toEqual([]);
  });

  it('keeps everything while the network is down', async () => {
    const queue = fakeQueue(['k1', 'k2']);
    const server = idempotentServer(() => 'offline');
    const { reports, report } = recorder();
    await expect(
      replayQueue(queue, {
        fetch: server.fetch,
        report,
        attempts: new Map(),
        carry: memoryCarry(),
      }),
    ).rejects.toThrow(ReplayPausedError);
    expect(queue.keys()).toEqual(['k1', 'k2']);
    expect(reports).toEqual([]);
  });

  it('reports a change the server refuses, drops it and goes on with the next', async () => {
    const queue = fakeQueue(['k1', 'k2']);
    const server = idempotentServer((key) => (key === 'k1' ? refused('OUT_OF_STOCK') : applied()));
    const { reports, report } = recorder();
    await replayQueue(queue, {
      fetch: server.fetch,
      report,
      attempts: new Map(),
      carry: memoryCarry(),
    });
    expect(reports).toEqual([
      {
        key: 'k1',
        result: {
          status: 'refused',
          code: 'OUT_OF_STOCK',
          values: expect.objectContaining({ available: 2 }) as unknown,
          cartId: 'cart-1',
        },
      },
      { key: 'k2', result: { status: 'applied', cartId: 'cart-1' } },
    ]);
    expect(server.sent).toEqual(['k1', 'k2']);
    expect(queue.keys()).toEqual([]);
  });

  it('retries an uncoded server error a few times, then reports it instead of retrying forever', async () => {
    const queue = fakeQueue(['k1']);
    const server = idempotentServer(() => json({ errors: [{ message: 'Unexpected error.' }] }));
    const { reports, report } = recorder();
    const attempts = new Map<string, number>();
    const carry = memoryCarry();
    for (let i = 0; i < 2; i++)
      await expect(
        replayQueue(queue, { fetch: server.fetch, report, attempts, carry }),
      ).rejects.toThrow(ReplayPausedError);
    await replayQueue(queue, { fetch: server.fetch, report, attempts, carry });
    expect(server.sent).toEqual(['k1', 'k1', 'k1']);
    expect(reports).toEqual([
      { key: 'k1', result: { status: 'refused', code: 'UNKNOWN', values: {}, cartId: 'cart-1' } },
    ]);
    expect(queue.keys()).toEqual([]);
  });

  it('a lost answer (server restart) sends the same key again, so the server applies it once', async () => {
    const queue = fakeQueue(['k1']);
    let dropAnswer = true;
    const server = idempotentServer(() => applied());
    // The server applies the change, then the connection dies before the answer arrives.
    const fetch = async (request: Request) => {
      const response = await server.fetch(request);
      if (dropAnswer) {
        dropAnswer = false;
        throw new TypeError('connection reset');
      }
      return response;
    };
    const { reports, report } = recorder();
    await expect(
      replayQueue(queue, { fetch, report, attempts: new Map(), carry: memoryCarry() }),
    ).rejects.toThrow();
    expect(queue.keys()).toEqual(['k1']);
    await replayQueue(queue, { fetch, report, attempts: new Map(), carry: memoryCarry() });
    expect(server.sent).toEqual(['k1', 'k1']);
    expect(reports).toHaveLength(1);
    expect(queue.keys()).toEqual([]);
  });
});

describe('replayQueue with no cart yet', () => {
  it('sends later adds to the cart the first replayed add created, not to new carts', async () => {
    const queue = fakeQueue(['k1', 'k2', 'k3'], null);
    const bodies: { cartId: string | null }[] = [];
    let carts = 0;
    const fetch = async (request: Request) => {
      const { variables } = (await request.json()) as {
        variables: { cartId: string | null };
      };
      bodies.push(variables);
      return applied(variables.cartId ?? `created-${++carts}`);
    };
    const { reports, report } = recorder();
    await replayQueue(queue, { fetch, report, attempts: new Map(), carry: memoryCarry() });
    expect(bodies.map((body) => body.cartId)).toEqual([null, 'created-1', 'created-1']);
    expect(carts).toBe(1);
    expect(reports.map((r) => r.result)).toEqual([
      { status: 'applied', cartId: 'created-1' },
      { status: 'applied', cartId: 'created-1' },
      { status: 'applied', cartId: 'created-1' },
    ]);
  });
});

describe('withQueueLock', () => {
  it('runs one replay at a time; a call during it joins the running one', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const replay = withQueueLock(run);
    const first = replay();
    const second = replay();
    expect(second).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await first;
    void replay();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
