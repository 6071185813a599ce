import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ListState {
  /** The product (its alias) a shopper last opened from a list, and the page it was on. */
  relocateAlias: string | null;
  relocatePage: number | null;
  /** That list's address without locale, with its query: the place to return to. */
  relocateList: string | null;
  /** The current list was reached by the browser's back button. */
  isBackNavigated: boolean;
}

const initialState: ListState = {
  relocateAlias: null,
  relocatePage: null,
  relocateList: null,
  isBackNavigated: false,
};

export const listSlice = createSlice({
  name: 'list',
  initialState,
  reducers: {
    productOpenedFromList(
      state,
      action: PayloadAction<{ alias: string; page: number; list: string }>,
    ) {
      state.relocateAlias = action.payload.alias;
      state.relocatePage = action.payload.page;
      state.relocateList = action.payload.list;
    },
    listShown(state, action: PayloadAction<{ isBackNavigated: boolean }>) {
      state.isBackNavigated = action.payload.isBackNavigated;
    },
  },
  selectors: {
    selectRelocation: (state) => state,
    selectIsBackNavigated: (state) => state.isBackNavigated,
  },
});

export const { productOpenedFromList, listShown } = listSlice.actions;
export const { selectRelocation, selectIsBackNavigated } = listSlice.selectors;

/** The part of the root state the list selectors read, for callers outside app/. */
export type ListRootState = Record<typeof listSlice.reducerPath, ListState>;
