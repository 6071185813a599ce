import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { readCartCookie, writeCartCookie } from './cart-cookie';

export interface AddedNotice {
  /** Distinguishes two adds of the same line, so the toast timer restarts. */
  key: string;
  name: string;
  quantity: number;
  /** Made offline: saved on this device and sent when the network returns, not in the cart yet. */
  isQueued?: boolean;
  /**
   * Queued while the device said it was online: the shop did not answer (a server error, a
   * network that only seems up). Said so, rather than "when you are online again".
   */
  isShopUnreachable?: boolean;
}

export interface CartState {
  /** The cart's id only: the cart itself is server data and lives in the Apollo cache. */
  id: string | null;
  /** The "added" notification (the spec: set on adding, removed afterwards); never persisted. */
  added: AddedNotice | null;
}

const initialState: CartState = { id: null, added: null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartIdSet(state, action: PayloadAction<string | null>) {
      state.id = action.payload;
    },
    cartAdded(state, action: PayloadAction<AddedNotice>) {
      state.added = action.payload;
    },
    addedCleared(state) {
      state.added = null;
    },
  },
  selectors: {
    selectCartId: (state) => state.id,
    selectAddedNotice: (state) => state.added,
  },
});

export const { cartIdSet, cartAdded, addedCleared } = cartSlice.actions;
export const { selectCartId, selectAddedNotice } = cartSlice.selectors;

/** Forgets the cart (reset, unknown or closed): the id and the ralph-cart cookie go. */
export function forgetCart(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    writeCartCookie(null);
    dispatch(cartIdSet(null));
  };
}

/**
 * After rehydration: the ralph-cart cookie is written at once on every change of cart, the
 * stored state a moment later (IndexedDB). A page left right after an add, or a browser that
 * kept only the cookie, finds the cart through the cookie.
 */
export function adoptCookieCart(): ThunkAction<void, { cart: CartState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const fromCookie = readCartCookie();
    if (fromCookie && fromCookie !== getState().cart.id) dispatch(cartIdSet(fromCookie));
  };
}
