import type { Dispatch } from '@reduxjs/toolkit';
import { QUEUED_CODE, type SyncResult } from '@/config/offline-sync';
import type { QueuedOperation } from '../../../sw/sync/queued-operation';
import {
  changeApplied,
  changeQueued,
  changeRefused,
  selectPendingChanges,
} from './offline-queue-slice';
import { emitChangeSettled } from './settled-changes';

type QueueRoot = Parameters<typeof selectPendingChanges>[0];

/**
 * Records what became of a queued change, whoever replayed it: applied (gone from the list),
 * refused (gone, and reported to the shopper), or taken over by the service worker on the way
 * (QUEUED_OFFLINE: the worker holds it now). An outcome heard twice changes nothing.
 */
export function settleChange(
  dispatch: Dispatch,
  getState: () => QueueRoot,
  operation: QueuedOperation,
  result: SyncResult,
): void {
  const change = selectPendingChanges(getState()).find((c) => c.key === operation.key);
  if (result.status === 'refused' && result.code === QUEUED_CODE) {
    if (change) dispatch(changeQueued({ ...change, holder: 'worker' }));
    return;
  }
  if (!change) return;
  if (result.status === 'applied') dispatch(changeApplied(operation.key));
  else dispatch(changeRefused({ key: operation.key, code: result.code, values: result.values }));
  const isDrained = !selectPendingChanges(getState()).some((c) => c.kind === operation.kind);
  emitChangeSettled({ ...operation, result, isDrained });
}
