import { QUEUED_OPERATIONS, type SyncKind } from '../../src/config/offline-sync';

export interface QueuedOperation {
  kind: SyncKind;
  operationName: string;
  /** The mutation's idempotencyKey: the server applies it once however often it is replayed. */
  key: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The queueable mutation a GraphQL POST body carries, or null (queries, checkout, orders). */
export function toQueuedOperation(body: unknown): QueuedOperation | null {
  if (!isRecord(body) || typeof body['operationName'] !== 'string') return null;
  const operationName = body['operationName'];
  const kind = QUEUED_OPERATIONS[operationName];
  const variables = body['variables'];
  const key = isRecord(variables) ? variables['idempotencyKey'] : undefined;
  if (!kind || typeof key !== 'string' || key === '') return null;
  return { kind, operationName, key };
}
