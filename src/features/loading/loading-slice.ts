import { createSlice } from '@reduxjs/toolkit';

interface LoadingState {
  /** GraphQL operations in flight, counted by the Apollo activity link. */
  pendingRequests: number;
}

const initialState: LoadingState = { pendingRequests: 0 };

export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {
    requestStarted(state) {
      state.pendingRequests += 1;
    },
    requestFinished(state) {
      state.pendingRequests = Math.max(0, state.pendingRequests - 1);
    },
  },
  selectors: {
    selectIsApiBusy: (state) => state.pendingRequests > 0,
  },
});

export const { requestStarted, requestFinished } = loadingSlice.actions;
export const { selectIsApiBusy } = loadingSlice.selectors;
