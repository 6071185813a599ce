import { API_KEY, GRAPHQL_URI } from '@/config/constants';
import type { SyncKind, SyncResult } from '@/config/offline-sync';
import type { QueuedChange } from '@/graphql/links/offline-queue-link';
// The worker's replay loop and answer rules are pure (no worker globals): the page replays the
// changes it holds with the same code, so both transports settle a change the same way.
import { memoryCarry, type CarryStore } from '../../../sw/sync/cart-id-carry';
import type { QueuedOperation } from '../../../sw/sync/queued-operation';
import { replayQueue } from '../../../sw/sync/replay-queue';

export function requestOf(change: QueuedChange): Request {
  return new Request(new URL(GRAPHQL_URI, window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY },
    body: JSON.stringify({
      operationName: change.operationName,
      query: change.query,
      variables: change.variables,
    }),
  });
}

// Kept for the page's lifetime; replayQueue clears a kind's cell when its queue is empty.
const pageCarry: Record<SyncKind, CarryStore> = {
  cart: memoryCarry(),
  newsletter: memoryCarry(),
  review: memoryCarry(),
};

export interface PageReplayDeps {
  /** The pending changes now (the store's state, read on every step). */
  getPending: () => readonly QueuedChange[];
  fetch: (request: Request) => Promise<Response>;
  /** Applied, refused, or (code QUEUED_OFFLINE) taken over by the worker on the way. */
  settle: (operation: QueuedOperation, result: SyncResult) => void;
  attempts: Map<string, number>;
}

const KINDS: SyncKind[] = ['cart', 'newsletter', 'review'];

/**
 * Sends the changes this page holds (no worker took them), oldest first per kind; a network
 * error or 5xx stops that kind until the next try. Changes the worker holds are never sent
 * from here (see sw/sync/register-sync-queues.ts).
 */
export async function replayPageChanges(deps: PageReplayDeps): Promise<void> {
  const results = await Promise.allSettled(
    KINDS.map((kind) => {
      const done = new Set<string>();
      return replayQueue(
        {
          getAll: () =>
            Promise.resolve(
              deps
                .getPending()
                .filter((c) => c.kind === kind && c.holder === 'page' && !done.has(c.key))
                .map((change) => ({
                  request: requestOf(change),
                  metadata: {
                    kind,
                    operationName: change.operationName,
                    key: change.key,
                  } satisfies QueuedOperation,
                })),
            ),
          // settle() has removed (or handed over) the head; `done` covers a late store update.
          shiftRequest: () => Promise.resolve(undefined),
        },
        {
          fetch: deps.fetch,
          report: (operation, result) => {
            done.add(operation.key);
            deps.settle(operation, result);
            return Promise.resolve();
          },
          attempts: deps.attempts,
          carry: pageCarry[kind],
        },
      );
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
