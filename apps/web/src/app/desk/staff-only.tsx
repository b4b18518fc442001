// Staff pages (the desk, the current-member tables): shown to a signed-in rep or group
// administrator; anyone else goes to the staff sign-in.
import type { SessionState } from '@benefit-store/contract/auth';
import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { staffSignInPath } from '../../features/auth/paths';
import { useAuthSession } from '../../shared/api/auth-session';

export type SignedIn = SessionState & { signed_in: true; role: NonNullable<SessionState['role']> };

export function StaffOnly({ children }: { children: (session: SignedIn) => ReactNode }) {
  const { t } = useTranslation();
  const session = useAuthSession();
  if (session.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!session.data) return <Loader role="status" aria-label={t('app.loading')} m="xl" />;
  const state = session.data;
  if (!state.signed_in || state.role === undefined) return <Navigate to={staffSignInPath} replace />;
  return children({ ...state, signed_in: true, role: state.role });
}

/** The current-member table of the signed-in party. */
export const membersPathOf = (session: SignedIn) =>
  session.role === 'rep' ? '/agent-select-member' : '/group-select-member';
