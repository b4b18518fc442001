// Opening a resume link once the person confirmed it with the email it went to.
import type { directContinueConfirm } from '@benefit-store/contract/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export function useConfirmLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, email }: { token: string; email: string }) =>
      request<typeof directContinueConfirm>('directContinueConfirm', { input: { email }, params: { tempId: token } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
