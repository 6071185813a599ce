import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SyncKind, WaitingChange } from '@/config/offline-sync';
import type { QueuedChange } from '@/graphql/links/offline-queue-link';

/** A queued change the server refused on replay: shown to the shopper until dismissed. */
export interface RefusedChange {
  key: string;
  kind: SyncKind;
  operationName: string;
  code: string;
  values: Record<string, string | number>;
  label?: string;
}

interface OfflineQueueState {
  /** Changes made offline, oldest first; client state (what the shopper did), never server data. */
  pending: QueuedChange[];
  refused: RefusedChange[];
}

const initialState: OfflineQueueState = { pending: [], refused: [] };

export const offlineQueueSlice = createSlice({
  name: 'offlineQueue',
  initialState,
  reducers: {
    changeQueued(state, action: PayloadAction<QueuedChange>) {
      const known = state.pending.find((change) => change.key === action.payload.key);
      // The worker took over a change this page held (the page's own replay went through it),
      // or one restored from the worker's list now gets its label.
      if (known) {
        known.holder = action.payload.holder;
        if (action.payload.label) known.label = action.payload.label;
      } else state.pending.push(action.payload);
    },
    /**
     * Changes the worker holds that this page's record lacks (it was stored too late before a
     * reload): shown again, held by the worker, in the order they were made.
     */
    changesRestored(state, action: PayloadAction<WaitingChange[]>) {
      const known = new Set(state.pending.map((change) => change.key));
      const missing = action.payload.filter((change) => !known.has(change.key));
      if (missing.length === 0) return;
      state.pending.push(...missing.map((change) => ({ ...change, holder: 'worker' as const })));
      state.pending.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    /** The worker no longer holds it and reported nothing: this page sends it (same key). */
    changeReclaimed(state, action: PayloadAction<string>) {
      const known = state.pending.find((change) => change.key === action.payload);
      if (known) known.holder = 'page';
    },
    changeApplied(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((change) => change.key !== action.payload);
    },
    changeRefused(
      state,
      action: PayloadAction<{ key: string; code: string; values: Record<string, string | number> }>,
    ) {
      const { key, code, values } = action.payload;
      const change = state.pending.find((pending) => pending.key === key);
      // Reported once: an outcome delivered twice finds nothing the second time.
      if (!change) return;
      state.pending = state.pending.filter((pending) => pending.key !== key);
      state.refused.push({
        key,
        kind: change.kind,
        operationName: change.operationName,
        code,
        values,
        ...(change.label ? { label: change.label } : {}),
      });
    },
    refusalDismissed(state, action: PayloadAction<string>) {
      state.refused = state.refused.filter((refused) => refused.key !== action.payload);
    },
  },
  selectors: {
    selectPendingChanges: (state) => state.pending,
    selectPendingCount: (state) => state.pending.length,
    selectRefusedChanges: (state) => state.refused,
  },
});

export const {
  changeQueued,
  changesRestored,
  changeReclaimed,
  changeApplied,
  changeRefused,
  refusalDismissed,
} = offlineQueueSlice.actions;
export const { selectPendingChanges, selectPendingCount, selectRefusedChanges } =
  offlineQueueSlice.selectors;
