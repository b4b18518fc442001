// Checks a rep access code and gives the rep to confirm.
import type { validateAgent } from '@benefit-store/contract/landing';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const useValidateAgent = () =>
  useMutation({
    mutationFn: (agentCode: string) =>
      request<typeof validateAgent>('validateAgent', { input: { agent_code: agentCode } }),
  });
