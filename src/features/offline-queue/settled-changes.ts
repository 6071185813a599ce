import type { SyncKind, SyncResult } from '@/config/offline-sync';

export interface SettledChange {
  kind: SyncKind;
  key: string;
  operationName: string;
  result: SyncResult;
  /**
   * No change of this kind waits any more (in this page's record): the last of a replay. The
   * cart shows the server's cart once then, with one fetch after the last change, not one per
   * change (a fetch made while an earlier one is in flight would be answered by that one).
   */
  isDrained: boolean;
}

type Listener = (change: SettledChange) => void;

const listeners = new Set<Listener>();

/**
 * Told whenever a queued change reaches the server (applied or refused), whoever replayed it:
 * the cart listens to show the server's truth (refetch, or adopt a cart created on replay).
 */
export function onChangeSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitChangeSettled(change: SettledChange): void {
  for (const listener of listeners) listener(change);
}
