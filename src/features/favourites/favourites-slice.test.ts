import { describe, expect, it } from 'vitest';
import {
  favouriteAdded,
  favouriteRemoved,
  favouritesSlice,
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
