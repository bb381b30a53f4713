// Auth state in the store: the current user and whether stored state has been read (rehydrated) and
// checked with the server (bootstrapped). localStorage (auth-session.ts) stays the source at start:
// the first state is read from it at once, so the first screen renders once, with who is signed in,
// rather than a loader first and the whole app again in a second, synchronous render (issue 13).
import type { AuthUser } from '../../server/contracts/auth';
import { readStoredSession, type StoredSession } from './auth-session';
import { createSlice, type PayloadAction } from './slice';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isLoggedIn: boolean;
  rehydrated: boolean;
  bootstrapped: boolean;
}

const fromSession = (state: AuthState, session: StoredSession | null): AuthState => {
  const user = session?.tokens ? session.user : null;
  const token = session?.tokens?.token ?? null;
  return { ...state, user, token, isLoggedIn: Boolean(user && token) };
};

/**
 * The state at start: the stored session, read; with no session there is nothing to confirm with the
 * server, so it is bootstrapped too (AuthBootstrap confirms a stored one with GET /company/me).
 */
export function initialAuthState(session: StoredSession = readStoredSession()): AuthState {
  const empty: AuthState = { user: null, token: null, isLoggedIn: false, rehydrated: true, bootstrapped: !session.tokens };
  return fromSession(empty, session);
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
  reducers: {
    rehydrated: (state: AuthState, action: PayloadAction<StoredSession>) => ({ ...fromSession(state, action.payload), rehydrated: true }),
    sessionChanged: (state: AuthState, action: PayloadAction<StoredSession | null>) => fromSession(state, action.payload),
    userLoaded: (state: AuthState, action: PayloadAction<AuthUser>) => (state.token ? { ...state, user: action.payload } : state),
    loggedOut: (state: AuthState) => fromSession(state, null),
    bootstrapped: (state: AuthState) => (state.bootstrapped ? state : { ...state, bootstrapped: true }),
  },
});

export const authActions = authSlice.actions;

/** Selectors take the slice by its key so that features need not know the root state type. */
export type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth): AuthState => s.auth;
export const selectCurrentUser = (s: WithAuth): AuthUser | null => s.auth.user;
