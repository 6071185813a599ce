import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type PanelId = 'menu-panel' | 'search' | 'cart' | 'account' | 'vehicles' | 'market';

interface PanelsState {
  /** One content panel at a time (the spec: opening one closes the other). */
  open: PanelId | null;
}

const initialState: PanelsState = { open: null };

export const panelsSlice = createSlice({
  name: 'panels',
  initialState,
  reducers: {
    panelOpened(state, action: PayloadAction<PanelId>) {
      state.open = action.payload;
    },
    panelToggled(state, action: PayloadAction<PanelId>) {
      state.open = state.open === action.payload ? null : action.payload;
    },
    /**
     * Closes `id` if it is the open one. A native dialog reports its close a task later (its
     * `close` event): by then another panel may be the open one, and must stay open.
     */
    panelClosed(state, action: PayloadAction<PanelId>) {
      if (state.open === action.payload) state.open = null;
    },
  },
  selectors: {
    selectOpenPanel: (state) => state.open,
    selectIsPanelOpen: (state, id: PanelId) => state.open === id,
  },
});

export const { panelOpened, panelToggled, panelClosed } = panelsSlice.actions;
export const { selectOpenPanel, selectIsPanelOpen } = panelsSlice.selectors;
