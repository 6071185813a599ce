import type { SyncKind, SyncResult } from '@/config/offline-sync';

export interface SettledChange {
  kind: SyncKind;
  key: string;
  operationName: string;
  result: SyncResult;
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
