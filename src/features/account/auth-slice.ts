import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredAuth, type AuthUser } from './auth-storage';

/**
 * Client auth state: who is logged in (id and customer type), nothing else. It is persisted the
 * spec's way, in the ralph-user cookies and the apollo-token in local storage (auth-storage.ts),
 * and read from there at start and when another tab says it changed. The account's own data
 * (e-mail, orders) is server data: the GraphQL `me` query, in the Apollo cache.
 */
interface AuthState {
  user: AuthUser | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ user: readStoredAuth() }),
  reducers: {
    authChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectAuthUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
  },
});

export const { authChanged } = authSlice.actions;
export const { selectAuthUser, selectIsLoggedIn } = authSlice.selectors;
