import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ListState {
  /** The list (path without locale) and page a shopper last opened a product from. */
  relocateAlias: string | null;
  relocatePage: number | null;
}

const initialState: ListState = { relocateAlias: null, relocatePage: null };

export const listSlice = createSlice({
  name: 'list',
  initialState,
  reducers: {
    productOpenedFromList(state, action: PayloadAction<{ alias: string; page: number }>) {
      state.relocateAlias = action.payload.alias;
      state.relocatePage = action.payload.page;
    },
  },
  selectors: {
    /** The page to return to in the list at `alias`, or 1. */
    selectRelocatePage: (state, alias: string) =>
      state.relocateAlias === alias ? (state.relocatePage ?? 1) : 1,
  },
});

export const { productOpenedFromList } = listSlice.actions;
export const { selectRelocatePage } = listSlice.selectors;

/** The part of the root state the list selectors read, for callers outside app/. */
export type ListRootState = Record<typeof listSlice.reducerPath, ListState>;
