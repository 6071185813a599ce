import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_PRODUCT_IDS } from '@shared/validation/product-ids';

/** As many favourites as one productsByIds call answers: the page can always show them all. */
export const MAX_FAVOURITES = MAX_PRODUCT_IDS;

interface FavouritesState {
  /** Product ids, the latest added first. Product data stays in the Apollo cache. */
  productIds: number[];
}

const initialState: FavouritesState = { productIds: [] };

/** Client state persisted under the spec's key `favorites`; a logged-in shopper's merge comes later. */
export const favouritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    // Adding one already there or beyond the cap changes nothing: the same action from another
    // tab, or twice, leaves one entry.
    favouriteAdded(state, action: PayloadAction<number>) {
      const id = action.payload;
      if (state.productIds.includes(id) || state.productIds.length >= MAX_FAVOURITES) return;
      state.productIds.unshift(id);
    },
    favouriteRemoved(state, action: PayloadAction<number>) {
      state.productIds = state.productIds.filter((id) => id !== action.payload);
    },
  },
  selectors: {
    selectFavouriteIds: (state) => state.productIds,
    selectFavouriteCount: (state) => state.productIds.length,
    selectIsFavourite: (state, productId: number) => state.productIds.includes(productId),
    selectIsFavouritesFull: (state) => state.productIds.length >= MAX_FAVOURITES,
  },
});

export const { favouriteAdded, favouriteRemoved } = favouritesSlice.actions;
export const {
  selectFavouriteIds,
  selectFavouriteCount,
  selectIsFavourite,
  selectIsFavouritesFull,
} = favouritesSlice.selectors;
