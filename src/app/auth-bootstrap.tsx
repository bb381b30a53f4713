// Start-up: the store starts from the stored session (rehydrated at once, src/lib/auth-slice.ts); a
// stored session is confirmed with GET /company/me (bootstrapped). The UI waits for both flags;
// offline, the stored user is trusted until the server can be asked. With no stored session (a
// kiosk, a guest's phone) there is nothing to wait for: the first screen renders at once.
import { useEffect, type ReactNode } from 'react';
import type { AuthUser } from '../../server/contracts/auth';
import { PageLoader } from '../components/feedback/page-loader';
import { api, ApiError, onSessionChange } from '../lib/api-client';
import { readStoredSession, saveUser } from '../lib/auth-session';
import { authActions } from '../lib/auth-slice';
import { useAppDispatch, useAppSelector } from './store';

export function AuthBootstrap({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { rehydrated, bootstrapped } = useAppSelector((s) => s.auth);

  useEffect(() => {
    onSessionChange((session) => dispatch(session ? authActions.sessionChanged(session) : authActions.loggedOut()));
    // The store starts from the stored session (src/lib/auth-slice.ts); a stored one is confirmed here.
    const session = readStoredSession();
    if (!session.tokens) {
      dispatch(authActions.bootstrapped());
      return;
    }
    let cancelled = false;
    api
      .get<AuthUser>('/company/me', undefined, { silent: true })
      .then((res) => {
        if (cancelled || !res.data) return;
        saveUser(res.data);
        dispatch(authActions.userLoaded(res.data));
      })
      .catch((error: unknown) => {
        // 401 after a failed refresh already cleared the session through onSessionChange.
        if (!(error instanceof ApiError)) console.warn('Session check failed', error);
      })
      .finally(() => {
        if (!cancelled) dispatch(authActions.bootstrapped());
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch]);

  if (!rehydrated || !bootstrapped) return <PageLoader fullScreen />;
  return <>{children}</>;
}
