// The route guard of spec 000 section 2 (startup.ts decides): a protected route opened without
// authentication goes to the access page instead.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { guardRedirect } from './startup';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const repAuthenticated = useSession((state) => state.repAuthenticated);
  const groupAuthenticated = useSession((state) => state.groupAuthenticated);
  const target = guardRedirect(pathname, {
    repAuthenticated,
    groupAuthenticated,
    landing_url: useSession((state) => state.landing_url),
  });
  if (target) return <Navigate to={target} replace />;
  return children;
}
