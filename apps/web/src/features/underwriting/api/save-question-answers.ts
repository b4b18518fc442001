// Saves the answers to a plan's health questions; a declining answer comes back as an error.
import type { saveQuestionAnswers } from '@benefit-store/contract/underwriting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../shared/api/client';

export type AnswersInput = CallArgs<typeof saveQuestionAnswers>['input'];

/**
 * Answers change what the plan costs and whether it may be added: pricing and answers are stale,
 * after a decline too (the server remembers it, and the plan loses its price).
 */
const staleAfterAnswers = ['underwriting', 'pricing', 'catalog'];

export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswersInput) => request<typeof saveQuestionAnswers>('saveQuestionAnswers', { input }),
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => staleAfterAnswers.includes(String(query.queryKey[0])) }),
  });
}
