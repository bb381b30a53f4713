import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { landingAfterLogin } from '../../../lib/access';
import type { LoginEnvelope } from '../../../lib/api-client';
import { useAcceptLogin } from '../../../lib/use-auth';

/** Stores the login answer and goes back to the remembered origin, or to the mode chooser. */
export function useFinishLogin(): (answer: LoginEnvelope) => void {
  const accept = useAcceptLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return useCallback(
    (answer: LoginEnvelope) => {
      const user = accept(answer);
      navigate(landingAfterLogin(user.role, from), { replace: true });
    },
    [accept, navigate, from],
  );
}
