// Cached answers that depend on the household, and the saves that make them stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What the server answers with depends on the household: every such feature's cached answers go stale. */
export const householdQueryPrefixes = ['quoting', 'catalog', 'pricing', 'underwriting', 'cart'];

/** A save of household fields, refreshing every answer depending on them once it succeeds. */
export function useHouseholdSave<I, R>(save: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => householdQueryPrefixes.includes(String(query.queryKey[0])),
      }),
  });
}
