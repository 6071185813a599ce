// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WaitingChange } from '@/config/offline-sync';
import type { QueuedChange } from '@/graphql/links/offline-queue-link';
import {
  changeQueued,
  changesRestored,
  offlineQueueSlice,
  selectPendingChanges,
} from './offline-queue-slice';

const waiting = (key: string, queuedAt: number): WaitingChange => ({
  key,
  kind: 'cart',
  operationName: 'AddToCart',
  query: 'mutation AddToCart { x }',
  variables: { idempotencyKey: key, cartId: null },
  queuedAt,
});

const reduce = offlineQueueSlice.reducer;
const pendingOf = (state: ReturnType<typeof reduce>) =>
  selectPendingChanges({ offlineQueue: state }).map((change) => [change.key, change.holder]);

describe('changes the worker holds that the stored record lost', () => {
  it('come back held by the worker, in the order they were made, without doubles', () => {
    const kept: QueuedChange = { ...waiting('b', 20), holder: 'worker', label: 'Vinsj' };
    let state = reduce(undefined, changeQueued(kept));
    state = reduce(state, changesRestored([waiting('a', 10), waiting('b', 20), waiting('c', 30)]));
    expect(pendingOf(state)).toEqual([
      ['a', 'worker'],
      ['b', 'worker'],
      ['c', 'worker'],
    ]);
    expect(selectPendingChanges({ offlineQueue: state })[1]?.label).toBe('Vinsj');
  });

  it('a restored change gets its label when the page hears of it after all', () => {
    let state = reduce(undefined, changesRestored([waiting('a', 10)]));
    state = reduce(state, changeQueued({ ...waiting('a', 10), holder: 'worker', label: 'Lykt' }));
    expect(selectPendingChanges({ offlineQueue: state }).map((c) => c.label)).toEqual(['Lykt']);
  });

  it('an empty or known list changes nothing', () => {
    const state = reduce(undefined, changesRestored([waiting('a', 10)]));
    expect(reduce(state, changesRestored([]))).toBe(state);
    expect(reduce(state, changesRestored([waiting('a', 10)]))).toBe(state);
  });
});
