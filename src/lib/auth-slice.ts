// Auth state in Redux: the current user and whether stored state has been read (rehydrated) and
// checked with the server (bootstrapped). localStorage (auth-session.ts) stays the source at start.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../../server/contracts/auth';
import type { StoredSession } from './auth-session';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isLoggedIn: boolean;
  rehydrated: boolean;
  bootstrapped: boolean;
}

const initialState: AuthState = { user: null, token: null, isLoggedIn: false, rehydrated: false, bootstrapped: false };

const fromSession = (state: AuthState, session: StoredSession | null) => {
  state.user = session?.tokens ? session.user : null;
  state.token = session?.tokens?.token ?? null;
  state.isLoggedIn = Boolean(state.user && state.token);
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    rehydrated(state, action: PayloadAction<StoredSession>) {
      fromSession(state, action.payload);
      state.rehydrated = true;
    },
    sessionChanged(state, action: PayloadAction<StoredSession | null>) {
      fromSession(state, action.payload);
    },
    userLoaded(state, action: PayloadAction<AuthUser>) {
      if (state.token) state.user = action.payload;
    },
    loggedOut(state) {
      fromSession(state, null);
    },
    bootstrapped(state) {
      state.bootstrapped = true;
    },
  },
});

export const authActions = authSlice.actions;

/** Selectors take the slice by its key so that features need not know the root state type. */
export type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth): AuthState => s.auth;
export const selectCurrentUser = (s: WithAuth): AuthUser | null => s.auth.user;
