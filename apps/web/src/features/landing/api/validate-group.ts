// Checks a group enrollment code and gives the company to confirm.
import type { validateGroup } from '@benefit-store/contract/landing';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const useValidateGroup = () =>
  useMutation({
    mutationFn: (groupCode: string) =>
      request<typeof validateGroup>('validateGroup', { input: { group_code: groupCode } }),
  });
