import {
  ApolloError,
  ApolloLink,
  Observable,
  type FetchResult,
  type Operation,
} from '@apollo/client';
import { print } from 'graphql';
import { QUEUED_CODE, QUEUED_OPERATIONS, type SyncKind } from '@/config/offline-sync';

/** A change that waits for the network: everything needed to show it and to send it again. */
export interface QueuedChange {
  key: string;
  kind: SyncKind;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** Who sends it when the network returns: the service worker's queue, or this page. */
  holder: 'worker' | 'page';
  /** What the shopper calls it (a product name), from the operation's context `pendingLabel`. */
  label?: string;
  queuedAt: number;
}

let listener: ((change: QueuedChange) => void) | undefined;

/** The app (store) is told about every change that was queued instead of sent. */
export function setQueuedChangeListener(next: (change: QueuedChange) => void): void {
  listener = next;
}

const queuedResult = (kind: SyncKind, key: string): FetchResult => ({
  data: null,
  errors: [
    {
      message: 'Saved on this device; it is sent when the shop is online',
      extensions: { code: QUEUED_CODE, kind, idempotencyKey: key },
    },
  ] as unknown as FetchResult['errors'],
});

const isQueuedAnswer = (result: FetchResult) =>
  result.errors?.some((error) => error.extensions?.['code'] === QUEUED_CODE) ?? false;

/** The server did not take it: no answer at all, or one from a failing server or proxy. */
function isUnreachable(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status !== 'number' || status >= 500;
}

/** True for a mutation that waits offline instead of failing (use in the mutation's catch). */
export function isQueuedError(error: unknown): boolean {
  return (
    error instanceof ApolloError &&
    error.graphQLErrors.some((e) => e.extensions?.['code'] === QUEUED_CODE)
  );
}

function toChange(operation: Operation, kind: SyncKind, holder: QueuedChange['holder']) {
  const label = (operation.getContext() as { pendingLabel?: unknown }).pendingLabel;
  return {
    key: String(operation.variables['idempotencyKey']),
    kind,
    operationName: operation.operationName,
    query: print(operation.query),
    variables: { ...operation.variables },
    holder,
    ...(typeof label === 'string' ? { label } : {}),
    queuedAt: Date.now(),
  } satisfies QueuedChange;
}

/**
 * Offline writes (cart changes, newsletter sign-up; config/offline-sync.ts). Sits next to the
 * HttpLink:
 * - such mutations always carry their full query (besides the APQ hash): a change replayed
 *   later, maybe after a server restart that forgot the hash, must still be understood;
 * - the service worker answers a change it queued with QUEUED_OFFLINE: recorded as held by the
 *   worker;
 * - with no worker (or none in control yet) a change that cannot reach the shop is recorded as
 *   held by this page and answered with the same QUEUED_OFFLINE error, so callers see one shape.
 * Apollo rejects the answer as an error, so nothing of it reaches the cache.
 */
export function createOfflineQueueLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const kind = QUEUED_OPERATIONS[operation.operationName];
    if (!kind || typeof operation.variables['idempotencyKey'] !== 'string')
      return forward(operation);
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
      http: { ...http, includeQuery: true },
    }));
    return new Observable<FetchResult>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          if (isQueuedAnswer(result)) listener?.(toChange(operation, kind, 'worker'));
          observer.next(result);
        },
        error: (error: unknown) => {
          if (!isUnreachable(error)) {
            observer.error(error);
            return;
          }
          const change = toChange(operation, kind, 'page');
          listener?.(change);
          observer.next(queuedResult(kind, change.key));
          observer.complete();
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  });
}
