// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  favouriteAdded,
  favouriteRemoved,
  favouritesCleared,
  favouritesSlice,
  favouritesSynced,
  MAX_FAVOURITES,
  selectFavouriteCount,
  selectFavouriteIds,
  selectIsFavourite,
  selectIsFavouritesFull,
} from './favourites-slice';

const reduce = favouritesSlice.reducer;
const wrap = (favorites: ReturnType<typeof reduce>) => ({ favorites });

describe('favourites slice', () => {
  it('keeps product ids, the latest added first, each once', () => {
    let state = reduce(undefined, favouriteAdded(3));
    state = reduce(state, favouriteAdded(9));
    state = reduce(state, favouriteAdded(3));
    expect(selectFavouriteIds(wrap(state))).toEqual([9, 3]);
    expect(selectFavouriteCount(wrap(state))).toBe(2);
    expect(selectIsFavourite(wrap(state), 9)).toBe(true);
    expect(selectIsFavourite(wrap(state), 4)).toBe(false);
  });

  it('removes an id, and removing one that is not there changes nothing', () => {
    let state = reduce(undefined, favouriteAdded(3));
    state = reduce(state, favouriteAdded(9));
    state = reduce(state, favouriteRemoved(3));
    expect(selectFavouriteIds(wrap(state))).toEqual([9]);
    expect(reduce(state, favouriteRemoved(42))).toEqual(state);
  });

  it(`stops at ${MAX_FAVOURITES}, what one productsByIds call answers`, () => {
    let state = reduce(undefined, { type: 'init' });
    for (let id = 1; id <= MAX_FAVOURITES; id++) state = reduce(state, favouriteAdded(id));
    expect(selectIsFavouritesFull(wrap(state))).toBe(true);
    const full = reduce(state, favouriteAdded(MAX_FAVOURITES + 1));
    expect(selectFavouriteCount(wrap(full))).toBe(MAX_FAVOURITES);
    expect(selectIsFavourite(wrap(full), MAX_FAVOURITES + 1)).toBe(false);
  });
});

describe('favourites of a logged-in account', () => {
  const reduce = (actions: Parameters<typeof favouritesSlice.reducer>[1][]) =>
    actions.reduce(favouritesSlice.reducer, favouritesSlice.getInitialState());

  it('records each change with its time until the account has it', () => {
    const state = reduce([favouriteAdded(1), favouriteAdded(2), favouriteRemoved(1)]);
    expect(state.productIds).toEqual([2]);
    expect(state.pending?.map((c) => [c.productId, c.kind])).toEqual([
      [2, 'add'],
      [1, 'remove'],
    ]);
  });

  it('takes the account’s list back, keeping the changes made meanwhile on top', () => {
    const before = reduce([favouriteAdded(1), favouriteAdded(2)]);
    const sent = [...(before.pending ?? [])];
    const state = favouritesSlice.reducer(
      favouritesSlice.reducer(before, favouriteAdded(3)),
      favouritesSynced({ accountId: 'a', productIds: [2, 1, 9], sent }),
    );
    expect(state.productIds).toEqual([3, 2, 1, 9]);
    expect(state.pending?.map((c) => c.productId)).toEqual([3]);
    expect(state.mergedFor).toBe('a');
  });

  it('forgets the account’s favourites on the device at logout', () => {
    const state = favouritesSlice.reducer(reduce([favouriteAdded(1)]), favouritesCleared());
    expect(state).toEqual({ productIds: [], pending: [], mergedFor: null });
  });
});
