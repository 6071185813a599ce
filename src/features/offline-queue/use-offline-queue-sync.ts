import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  QUEUED_CODE,
  SYNC_MESSAGES,
  SYNC_ONLINE_FOLLOW_UPS_MS,
  SYNC_RETRY_INTERVAL_MS,
  type SyncIdleMessage,
  type SyncOutcomeMessage,
  type SyncResult,
} from '@/config/offline-sync';
import type { QueuedOperation } from '../../../sw/sync/queued-operation';
import {
  changeReclaimed,
  changesRestored,
  selectPendingChanges,
  selectPendingCount,
} from './offline-queue-slice';
import { replayPageChanges } from './page-replay';
import { settleChange } from './settle-change';

type QueueRoot = Parameters<typeof selectPendingChanges>[0];

/** The stored state has been read back, or found absent (true when nothing persists). */
const isRehydrated = (state: unknown) =>
  (state as { persistence?: { isRestored?: boolean } }).persistence?.isRestored ?? true;

const worker = () => (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);

/**
 * Replays what waits, once per app (app.tsx mounts it at the root, so the checkout's
 * undistracted layout replays too). One source of truth per change:
 * the service worker's queue for changes it took (the page only asks it to replay: on
 * `online`, at start and on a timer, since Chromium backs off Background Sync), this page for
 * changes no worker took (no service worker, or it lost them). Outcomes from either land in
 * the offline-queue slice, and the cart hears of them (settled-changes.ts).
 */
export function useOfflineQueueSync(): void {
  const dispatch = useAppDispatch();
  const store = useStore<QueueRoot>();
  const hasPending = useAppSelector(selectPendingCount) > 0;
  const replayRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const attempts = new Map<string, number>();
    // Settled in this page load: a worker's list read just before it dropped one restores
    // nothing.
    const settled = new Set<string>();
    let isReplaying = false;

    const settle = (operation: QueuedOperation, result: SyncResult) => {
      if (result.status === 'applied' || result.code !== QUEUED_CODE) settled.add(operation.key);
      settleChange(dispatch, () => store.getState(), operation, result);
    };

    const replayHere = async () => {
      if (isReplaying) return;
      isReplaying = true;
      try {
        await replayPageChanges({
          getPending: () => selectPendingChanges(store.getState()),
          fetch: (request) => fetch(request),
          settle,
          attempts,
        });
      } catch {
        // Not reachable yet: the next `online`, start or timer tries again.
      } finally {
        isReplaying = false;
      }
    };

    const replayAll = () => {
      worker()?.controller?.postMessage({ type: SYNC_MESSAGES.replay });
      void replayHere();
    };

    const onMessage = (event: MessageEvent<SyncOutcomeMessage | SyncIdleMessage | null>) => {
      const data = event.data;
      if (data?.type === SYNC_MESSAGES.outcome) settle(data, data.result);
      if (data?.type === SYNC_MESSAGES.idle) {
        // Before the stored record is read back, the list would be overwritten by it.
        if (!isRehydrated(store.getState())) return;
        const restored = (data.waiting ?? []).filter((change) => !settled.has(change.key));
        dispatch(changesRestored(restored));
        // The worker holds no more of these and reported nothing: it lost them (its storage
        // was cleared). This page sends them itself under the same keys.
        const lost = selectPendingChanges(store.getState()).filter(
          (c) => c.holder === 'worker' && !data.queued.includes(c.key),
        );
        for (const change of lost) dispatch(changeReclaimed(change.key));
        if (lost.length > 0) void replayHere();
      }
    };

    // `online` may come a moment before requests get through (a network still joining, and the
    // worker's own network state can lag the page's): a replay that finds it still down tries
    // again soon after, not only on the 30 s timer.
    let followUps: number[] = [];
    const onOnline = () => {
      replayAll();
      for (const id of followUps) window.clearTimeout(id);
      followUps = SYNC_ONLINE_FOLLOW_UPS_MS.map((delay) =>
        window.setTimeout(() => {
          if (navigator.onLine && selectPendingCount(store.getState()) > 0) replayAll();
        }, delay),
      );
    };

    replayRef.current = replayAll;
    const container = worker();
    container?.addEventListener('message', onMessage);
    container?.startMessages();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (navigator.onLine && selectPendingCount(store.getState()) > 0) replayAll();
    }, SYNC_RETRY_INTERVAL_MS);
    // At start, once the stored record is back (its outcomes and the worker's list land on
    // it): the worker may hold changes (and kept outcomes) from an earlier visit.
    let unsubscribe: () => void = () => undefined;
    if (isRehydrated(store.getState())) replayAll();
    else {
      unsubscribe = store.subscribe(() => {
        if (!isRehydrated(store.getState())) return;
        unsubscribe();
        replayAll();
      });
    }
    return () => {
      unsubscribe();
      container?.removeEventListener('message', onMessage);
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
      for (const id of followUps) window.clearTimeout(id);
    };
  }, [dispatch, store]);

  // Changes restored from IndexedDB after start (rehydration is not awaited) replay too.
  useEffect(() => {
    if (hasPending && navigator.onLine) replayRef.current();
  }, [hasPending]);
}
