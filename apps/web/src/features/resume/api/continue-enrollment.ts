// Continue-enrollment: the emailed code and the email address it went to.
import type { continueEnrollment } from '@benefit-store/contract/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export function useContinueEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; email: string }) =>
      request<typeof continueEnrollment>('continueEnrollment', { input }),
    // The session has a new token and another enrollment: nothing cached belongs to it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
