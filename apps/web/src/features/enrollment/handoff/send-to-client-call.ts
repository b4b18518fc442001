// The hand-off of an enrollment's remaining steps (agreement and signature, billing) to its client.
import type { HandoffChannel, membersSendToClient } from '@benefit-store/contract/members';
import type { Language } from '@benefit-store/contract/messages/translate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export function useSendToClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enrollment_id: string; channel: HandoffChannel; language: Language }) =>
      request<typeof membersSendToClient>('membersSendToClient', { input }),
    // The desk's list shows the hand-off.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
