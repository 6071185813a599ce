import { createStore, del, get, set } from 'idb-keyval';
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { GRAPHQL_URI } from '../../src/config/constants';
import {
  QUEUED_CODE,
  SYNC_MESSAGES,
  SYNC_QUEUE_NAMES,
  type SyncKind,
  type SyncResult,
} from '../../src/config/offline-sync';
import type { CarriedCart, CarryStore } from './cart-id-carry';
import { announceIdle, deliverKeptOutcomes, deliverOutcome } from './outcome-mailbox';
import { toQueuedOperation, type QueuedOperation } from './queued-operation';
import { replayQueue, withQueueLock } from './replay-queue';
import { describeWaiting } from './waiting-changes';

declare let self: ServiceWorkerGlobalScope;

// Who replays what (one source of truth, no double replay): a change the worker queued is the
// worker's until it is settled. The page keeps its own record of it (Redux, for the pending view
// and the status) but never sends it again while the worker holds it; it only asks the worker to
// replay (message SYNC_REPLAY on `online`, at start, on a timer), because Chromium backs off
// Background Sync for minutes after a failed attempt. The page sends a change itself only when
// no worker took it (no service worker, or the worker's queue no longer has it); see
// src/features/offline-queue/use-offline-queue-sync.ts.

const RETENTION_MINUTES = 14 * 24 * 60;

const attempts = new Map<string, number>();

async function report(operation: QueuedOperation, result: SyncResult): Promise<void> {
  await deliverOutcome({ type: SYNC_MESSAGES.outcome, ...operation, result });
}

const carryDb = createStore('atvhuset-sync-carry', 'carry');

function carryStore(kind: SyncKind): CarryStore {
  return {
    get: async () => (await get<CarriedCart>(kind, carryDb)) ?? null,
    set: (value) => (value ? set(kind, value, carryDb) : del(kind, carryDb)),
  };
}

function createQueue(kind: SyncKind) {
  const carry = carryStore(kind);
  const replay = withQueueLock(() =>
    replayQueue(queue, { fetch: (request) => fetch(request), report, attempts, carry }),
  );
  const queue: Queue = new Queue(SYNC_QUEUE_NAMES[kind], {
    maxRetentionTime: RETENTION_MINUTES,
    onSync: () => replay(),
  });
  return { queue, replay };
}

const queuedAnswer = (operation: QueuedOperation) =>
  new Response(
    JSON.stringify({
      data: null,
      errors: [
        {
          message: 'Saved on this device; it is sent when the shop is online',
          extensions: { code: QUEUED_CODE, kind: operation.kind, idempotencyKey: operation.key },
        },
      ],
    }),
    { status: 202, headers: { 'Content-Type': 'application/json' } },
  );

async function readOperation(request: Request): Promise<QueuedOperation | null> {
  try {
    return toQueuedOperation(await request.clone().json());
  } catch {
    return null;
  }
}

/**
 * Cart changes and newsletter sign-ups that cannot reach the shop wait in a workbox
 * background-sync queue per kind and replay in order when the network returns; the page gets
 * a 202 answer with the code QUEUED_OFFLINE at once. While older changes of a kind wait, a new
 * one queues behind them instead of overtaking them.
 */
export function registerSyncQueues(): void {
  const queues = {
    cart: createQueue('cart'),
    newsletter: createQueue('newsletter'),
    review: createQueue('review'),
  };
  const all = Object.values(queues);

  registerRoute(
    ({ url, request }) => url.pathname === GRAPHQL_URI && request.method === 'POST',
    async ({ request }) => {
      const operation = await readOperation(request);
      if (!operation) return fetch(request);
      const { queue, replay } = queues[operation.kind];
      const copy = request.clone();
      if ((await queue.getAll()).length === 0) {
        try {
          return await fetch(request);
        } catch {
          // offline, or the shop is unreachable: keep it (below)
        }
      } else {
        void replay().catch(() => undefined);
      }
      try {
        await queue.pushRequest({ request: copy, metadata: operation });
      } catch {
        // Full or broken IndexedDB: answer as the network would, so the page keeps the change
        // itself (offline-queue-link) instead of it being lost here.
        return Response.error();
      }
      return queuedAnswer(operation);
    },
    'POST',
  );

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== SYNC_MESSAGES.replay) return;
    const source = event.source;
    event.waitUntil(
      (async () => {
        if (source && 'postMessage' in source) await deliverKeptOutcomes(source as Client);
        await Promise.allSettled(all.map((kind) => kind.replay()));
        const waiting = (await Promise.all(all.map((kind) => kind.queue.getAll()))).flat();
        await announceIdle(await describeWaiting(waiting));
      })(),
    );
  });
}
