import type { SyncResult } from '../../src/config/offline-sync';
import {
  readQueuedBody,
  rememberCreatedCart,
  requestToNewCart,
  requestToSend,
  type CarryStore,
  type Send,
} from './cart-id-carry';
import type { QueuedOperation } from './queued-operation';
import { readReplayAnswer } from './replay-answer';

/** The part of workbox-background-sync's Queue the replay needs (a fake in the unit tests). */
export interface ReplayableQueue {
  getAll(): Promise<{ request: Request; metadata?: object }[]>;
  shiftRequest(): Promise<unknown>;
}

export interface ReplayDeps {
  fetch: (request: Request) => Promise<Response>;
  /** Tells the pages (or keeps it for them) that a change is settled. */
  report: (operation: QueuedOperation, result: SyncResult) => Promise<void>;
  /** Replays of a key answered with an uncoded error so far (kept by the caller). */
  attempts: Map<string, number>;
  /** Where the cart created by a replayed `cartId: null` add is remembered. */
  carry: CarryStore;
}

/** An uncoded (masked) server error is retried this often before it is reported. */
const MAX_UNCODED_ATTEMPTS = 3;

export class ReplayPausedError extends Error {
  constructor(readonly operation: QueuedOperation) {
    super(`Replay of ${operation.operationName} paused: the shop is not reachable`);
    this.name = 'ReplayPausedError';
  }
}

/**
 * Replays a queue in order, exactly once per change. The head entry is read (not removed),
 * sent, and removed only once the server has settled it: a worker stopped mid-request, a lost
 * answer or a server restarting keeps the entry, and its next replay carries the same
 * idempotency key, so the server answers the first result instead of applying it twice.
 * A network error or a 5xx stops the replay with the entry still at the head (order kept); the
 * error makes the sync event fail so the browser tries again later.
 * Only this function removes entries, and it runs once at a time per queue (see withQueueLock).
 */
export async function replayQueue(queue: ReplayableQueue, deps: ReplayDeps): Promise<void> {
  for (;;) {
    const [head] = await queue.getAll();
    if (!head) {
      await deps.carry.set(null);
      return;
    }
    const operation = head.metadata as QueuedOperation | undefined;
    if (!operation?.key) {
      // Not one of ours (an older worker's format): drop it rather than block the queue.
      await queue.shiftRequest();
      continue;
    }
    // Read before sending: fetch consumes the body of the request it sends.
    const body = await readQueuedBody(head.request);
    const attempts = (deps.attempts.get(operation.key) ?? 0) + 1;
    const send = (sent: Send) => sendOnce(sent, operation, deps, attempts);
    let sent = await requestToSend(body, operation, deps.carry);
    let decision = await send(sent);
    const moved = await requestToNewCart(body, operation, decision, deps.carry);
    if (moved) {
      sent = moved;
      decision = await send(moved);
    }
    await rememberCreatedCart(sent, operation, decision, deps.carry);
    await deps.report(
      operation,
      decision.status === 'refused' && typeof sent.cartId === 'string'
        ? { ...decision, cartId: sent.cartId }
        : decision,
    );
    await queue.shiftRequest();
    deps.attempts.delete(operation.key);
  }
}

/** Sends one request and reads the answer; throws ReplayPausedError to try again later. */
async function sendOnce(
  sent: Send,
  operation: QueuedOperation,
  deps: ReplayDeps,
  attempts: number,
): Promise<SyncResult> {
  let response: Response;
  try {
    response = await deps.fetch(sent.request);
  } catch {
    throw new ReplayPausedError(operation);
  }
  const decision = await readReplayAnswer(response, {
    attempts,
    maxUncoded: MAX_UNCODED_ATTEMPTS,
  });
  if (decision.status === 'retry') {
    deps.attempts.set(operation.key, attempts);
    throw new ReplayPausedError(operation);
  }
  return decision;
}

/** Runs one replay per queue at a time; a call during a replay joins it. */
export function withQueueLock(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}
