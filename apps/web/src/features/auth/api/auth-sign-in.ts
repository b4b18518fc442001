// Signs a rep or group administrator in; the new session's state replaces the cached one.
import type { authSignIn } from '@benefit-store/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authSessionQuery } from '../../../shared/api/auth-session';
import { request } from '../../../shared/api/client';
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
      return queryClient.invalidateQueries({ queryKey: auditEventsQuery.queryKey });
    },
  });
}
