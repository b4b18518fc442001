// Updates the household of the stored temporary enrollment; fields left out stay as they are.
import type { changeFilterInfo } from '@benefit-store/contract/quoting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { householdQueryPrefixes } from './household-queries';

export type FilterChange = CallArgs<typeof changeFilterInfo>['input'];

export const changeFilterInfoRequest = (tempId: string, input: FilterChange) =>
  request<typeof changeFilterInfo>('changeFilterInfo', { input, params: { tempId } });

/** Saves household fields of a popup (tobacco, income, tier) and refreshes every answer depending on them. */
export function useChangeFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FilterChange) => {
      const tempId = useSession.getState().tempId;
      if (!tempId) throw new Error('No quote yet');
      return changeFilterInfoRequest(tempId, input);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => householdQueryPrefixes.includes(String(query.queryKey[0])),
      }),
  });
}
