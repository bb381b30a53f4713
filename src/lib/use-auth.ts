// Hooks over the auth slice for any screen: the current user, signing in with a login answer, signing out.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthUser } from '../../server/contracts/auth';
import { api, type LoginEnvelope } from './api-client';
import { clearStoredSession, saveLogin } from './auth-session';
import { authActions, selectAuth, selectCurrentUser, type AuthState } from './auth-slice';

export const useCurrentUser = (): AuthUser | null => useSelector(selectCurrentUser);
export const useAuthState = (): AuthState => useSelector(selectAuth);

/** Stores a login-shaped answer (login, register, mobile code) and marks the user logged in. */
export function useAcceptLogin(): (answer: LoginEnvelope) => AuthUser {
  const dispatch = useDispatch();
  return useCallback(
    (answer: LoginEnvelope) => {
      if (!answer.token || !answer.data?.user) throw new Error('The login answer carries no token');
      const session = saveLogin(answer.token, answer.data);
      dispatch(authActions.sessionChanged(session));
      return answer.data.user;
    },
    [dispatch],
  );
}

/** Tells the server (best effort: an offline logout still clears the device), then clears the session and the kept views. */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  return useCallback(async () => {
    try {
      await api.post('/company/logout', {}, { silent: true, successToast: true, skipAuthRefresh: true });
    } catch {
      /* the token may already be invalid; the local session is cleared regardless */
    }
    clearStoredSession();
    // The dashboards and reports kept for offline use leave with the person (a shared PC); loaded on
    // demand so the IndexedDB library stays out of the first bundle.
    void import('./kept-views').then((m) => m.clearKeptViews()).catch((err: unknown) => console.warn('Could not clear kept views', err));
    dispatch(authActions.loggedOut());
  }, [dispatch]);
}
