// Stores the spouse's birth date and the number of children for pricing, checked against the tier.
import type { storeTempDependentInfo } from '@benefit-store/contract/quoting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../shared/api/client';
import { householdQueryPrefixes } from './household-queries';

export type DependentInfo = CallArgs<typeof storeTempDependentInfo>['input'];

export function useStoreDependents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DependentInfo) => request<typeof storeTempDependentInfo>('storeTempDependentInfo', { input }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => householdQueryPrefixes.includes(String(query.queryKey[0])),
      }),
  });
}
