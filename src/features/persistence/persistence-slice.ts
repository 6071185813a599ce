import { createSlice } from '@reduxjs/toolkit';

interface PersistenceState {
  /**
   * Whether the persisted client state (cart id, changes made offline) is known: read back from
   * IndexedDB, or found to be absent. Before that, "no cart id" means "not known yet". True in a
   * store nobody persists (tests): there is nothing to wait for.
   */
  isRestored: boolean;
}

const initialState: PersistenceState = { isRestored: true };

/** Never persisted itself: it describes this page load's reading of what was. */
export const persistenceSlice = createSlice({
  name: 'persistence',
  initialState,
  reducers: {
    restoreStarted(state) {
      state.isRestored = false;
    },
    restoreFinished(state) {
      state.isRestored = true;
    },
  },
  selectors: {
    selectIsRestored: (state) => state.isRestored,
  },
});

export const { restoreStarted, restoreFinished } = persistenceSlice.actions;
export const { selectIsRestored } = persistenceSlice.selectors;
