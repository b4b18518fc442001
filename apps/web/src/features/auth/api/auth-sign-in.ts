// Signs a rep or group administrator in; the new session's state replaces the cached one, and the
// browser's stored values become the staff's own (the visitor's quote is not the new session's): a
// rep quoting from the store enrolls a client as the rep, a group administrator as the group.
import type { authSignIn } from '@benefit-store/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authSessionQuery } from '../../../shared/api/auth-session';
import { request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { auditEventsQuery } from './auth-audit-events';

export type SignInInput = z.input<(typeof authSignIn)['input']>;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      // The server takes a POST only from a session it knows; a GET opens one when the
      // browser has none (first visit, after signing out, after the last one expired).
      await queryClient.fetchQuery(authSessionQuery);
      return request<typeof authSignIn>('authSignIn', { input });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(authSessionQuery.queryKey, state);
      const session = useSession.getState();
      session.clear();
      // The server files a quote naming no party in the staff's own book (their rep or group).
      session.set({ eprocess: state.role === 'group_admin' ? 'group' : 'rep' });
      return queryClient.invalidateQueries({ queryKey: auditEventsQuery.queryKey });
    },
  });
}
