// Keeps an idle staff session alive ("Stay signed in"); the answer is the session's new state.
import type { authExtendSession } from '@benefit-store/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authSessionQuery } from '../../../shared/api/auth-session';
import { request } from '../../../shared/api/client';

export function useExtendSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<typeof authExtendSession>('authExtendSession', { input: {} }),
    onSuccess: (state) => queryClient.setQueryData(authSessionQuery.queryKey, state),
  });
}
