import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_PRODUCT_IDS } from '@shared/validation/product-ids';

/** As many favourites as one productsByIds call answers: the page can always show them all. */
export const MAX_FAVOURITES = MAX_PRODUCT_IDS;

/** A change made on this device, waiting to reach the logged-in account (favourites-sync.ts). */
export interface FavouriteChange {
  productId: number;
  kind: 'add' | 'remove';
  /** When it was made (Unix ms): the server keeps the newest change of each product. */
  changedAt: number;
}

/** At most this many changes wait (the newest of each product); older ones are dropped. */
export const MAX_PENDING_CHANGES = 200;

interface FavouritesState {
  /** Product ids, the latest added first. Product data stays in the Apollo cache. */
  productIds: number[];
  /**
   * Changes not yet sent to the account (offline, or made before the first sync): kept with the
   * favourites, so a change made offline while logged in is sent once the network is back.
   * Optional: a state persisted before server favourites has none.
   */
  pending?: FavouriteChange[];
  /** The account whose favourites these were merged with at its login (null: none). */
  mergedFor?: string | null;
}

const initialState: FavouritesState = { productIds: [], pending: [], mergedFor: null };

function recordChange(state: FavouritesState, change: FavouriteChange): void {
  const pending = (state.pending ?? []).filter((p) => p.productId !== change.productId);
  pending.push(change);
  state.pending = pending.slice(-MAX_PENDING_CHANGES);
}

const stamped = (productId: number) => ({ payload: productId, meta: { changedAt: Date.now() } });

/**
 * Client state persisted under the spec's key `favorites`. A logged-in shopper's favourites are
 * also kept on the server: the device records its changes (pending) until the account has them
 * (favourites-sync.ts), and takes the account's list back.
 */
export const favouritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    // Adding one already there or beyond the cap changes nothing: the same action from another
    // tab, or twice, leaves one entry.
    favouriteAdded: {
      reducer(state, action: PayloadAction<number, string, { changedAt: number }>) {
        const id = action.payload;
        if (state.productIds.includes(id) || state.productIds.length >= MAX_FAVOURITES) return;
        state.productIds.unshift(id);
        recordChange(state, { productId: id, kind: 'add', changedAt: action.meta.changedAt });
      },
      prepare: stamped,
    },
    favouriteRemoved: {
      reducer(state, action: PayloadAction<number, string, { changedAt: number }>) {
        const id = action.payload;
        if (!state.productIds.includes(id)) return;
        state.productIds = state.productIds.filter((other) => other !== id);
        recordChange(state, { productId: id, kind: 'remove', changedAt: action.meta.changedAt });
      },
      prepare: stamped,
    },
    /**
     * The account answered its favourites after taking `sent`: those changes are done, the list
     * is the account's, with the changes made meanwhile applied on top.
     */
    favouritesSynced(
      state,
      action: PayloadAction<{ accountId: string; productIds: number[]; sent: FavouriteChange[] }>,
    ) {
      const { accountId, productIds, sent } = action.payload;
      const done = new Set(sent.map((c) => `${c.productId}:${c.kind}:${c.changedAt}`));
      const rest = (state.pending ?? []).filter(
        (c) => !done.has(`${c.productId}:${c.kind}:${c.changedAt}`),
      );
      let ids = productIds.slice(0, MAX_FAVOURITES);
      for (const change of rest) {
        ids = ids.filter((id) => id !== change.productId);
        if (change.kind === 'add') ids.unshift(change.productId);
      }
      state.productIds = ids.slice(0, MAX_FAVOURITES);
      state.pending = rest;
      state.mergedFor = accountId;
    },
    /**
     * Logout: the account keeps its favourites on the server, so the device forgets them (the
     * next person at a shared computer sees none); they come back at the next login.
     */
    favouritesCleared(state) {
      state.productIds = [];
      state.pending = [];
      state.mergedFor = null;
    },
  },
  selectors: {
    selectFavouriteIds: (state) => state.productIds,
    selectFavouriteCount: (state) => state.productIds.length,
    selectIsFavourite: (state, productId: number) => state.productIds.includes(productId),
    selectIsFavouritesFull: (state) => state.productIds.length >= MAX_FAVOURITES,
    selectPendingFavourites: (state) => state.pending ?? [],
    selectFavouritesMergedFor: (state) => state.mergedFor ?? null,
  },
});

export const { favouriteAdded, favouriteRemoved, favouritesSynced, favouritesCleared } =
  favouritesSlice.actions;
export const {
  selectFavouriteIds,
  selectFavouriteCount,
  selectIsFavourite,
  selectIsFavouritesFull,
  selectPendingFavourites,
  selectFavouritesMergedFor,
} = favouritesSlice.selectors;
