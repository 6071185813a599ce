import type { WaitingChange } from '../../src/config/offline-sync';
import type { QueuedOperation } from './queued-operation';

/** A workbox-background-sync queue entry as `Queue.getAll()` gives it. */
interface QueueEntry {
  request: Request;
  metadata?: object;
  timestamp?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The changes a queue holds, in full, for the pages: the operation from the entry's metadata,
 * the query and variables from its stored body (read from a copy, the entry stays as it is).
 * An entry that cannot be read is left out: the replay drops it too.
 */
export async function describeWaiting(entries: QueueEntry[]): Promise<WaitingChange[]> {
  const described: WaitingChange[] = [];
  for (const entry of entries) {
    const operation = entry.metadata as QueuedOperation | undefined;
    if (!operation?.key) continue;
    let body: unknown;
    try {
      body = await entry.request.clone().json();
    } catch {
      continue;
    }
    if (!isRecord(body) || typeof body['query'] !== 'string' || !isRecord(body['variables'])) {
      continue;
    }
    described.push({
      key: operation.key,
      kind: operation.kind,
      operationName: operation.operationName,
      query: body['query'],
      variables: body['variables'],
      queuedAt: entry.timestamp ?? Date.now(),
    });
  }
  return described;
}
