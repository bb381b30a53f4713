import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { resolveAccess, type RouteRule } from '../lib/access';
import { useCurrentUser } from '../lib/use-auth';

/** Applies the route rules of lib/access.ts; the origin travels in the location state to the login. */
export function RouteGuard({ rule, children }: { rule: RouteRule; children?: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  // A public-only screen judges the visitor as they arrived: someone who signs in *on* the login
  // screen is on their way out (to their origin or the mode chooser), not an invalid access.
  const [entry, setEntry] = useState({ path: location.pathname, user });
  if (entry.path !== location.pathname) setEntry({ path: location.pathname, user });
  const judged = rule.publicOnly ? entry.user : user;

  const decision = resolveAccess(rule, judged, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.from ? { from: decision.from } : undefined} />;
  }
  return <>{children ?? <Outlet />}</>;
}
