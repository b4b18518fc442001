// Mounted in the layout: warns a signed-in rep or group administrator before the session
// ends while idle. The warning's code loads only once someone is signed in.
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../../../shared/api/auth-session';
import { useExtendSession } from '../api/auth-extend-session';
import { useSignOut } from '../api/auth-sign-out';
import { staffSignInPath } from '../paths';

const SessionExpiryWarning = lazy(() =>
  import('../../../shared/session/session-expiry-warning').then((module) => ({
    default: module.SessionExpiryWarning,
  })),
);

export function StaffSessionWatch() {
  const session = useAuthSession().data;
  const extend = useExtendSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!session?.signed_in) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryWarning
        expiresAt={session.idle_expires_at}
        onExtend={() => extend.mutateAsync()}
        onEnd={() => signOut.mutate(undefined, { onSettled: () => navigate(staffSignInPath) })}
        signInPath={staffSignInPath}
      />
    </Suspense>
  );
}
