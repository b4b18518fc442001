// Ends the session on the server, then forgets every cached answer about it and the values the
// browser stored for it (the staff's process, a quote in their book).
import type { authSignOut } from '@benefit-store/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<typeof authSignOut>('authSignOut', { input: {} }),
    // Reset, not just invalidate: the signed-in state must not show while the refetch runs.
    // On failure too: the refetch tells whether the session still lives. Not awaited, so
    // the caller moves on at once.
    onSettled: () => {
      useSession.getState().clear();
      void queryClient.resetQueries({ queryKey: ['auth'] });
    },
  });
}
