// The dependent step's calls: its form (fields, disclaimer, the legal-disability option), the list
// kept (falling back to the temporary enrollment's copy when the list cannot be read), the tier
// and enrollment type of the quote, the premier flag, one dependent checked, the list kept while
// edited and saved on Next, and the Member Only removal.
import type { getMoreRequirement } from '@benefit-store/contract/cart';
import type { getEnrollmentTempInfo } from '@benefit-store/contract/enrollment';
import {
  type DependentRecord,
  type deleteDependentInIO,
  dependentTiers,
  type getDependentsExistingUserEnrollment,
  type getFormFieldsDependentPrimaryInfo,
  type getHealthQuestionsDependentInfo,
  type saveDependentInfo,
  type saveDependentInfoToTemp,
  savedDependents,
  type validateSingleDependent,
} from '@benefit-store/contract/enrollment-dependents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type CallArgs, request } from '../../../../../shared/api/client';

const byEnrollment = (enrollmentId: string) => ({ input: { enrollment_id: enrollmentId } });

export const dependentFormQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-form-fields-dependent-primary-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsDependentPrimaryInfo>(
        'getFormFieldsDependentPrimaryInfo',
        byEnrollment(enrollmentId),
        { signal },
      ),
  });
export const useDependentForm = (enrollmentId: string) => useQuery(dependentFormQuery(enrollmentId));

/** The dependents as the temporary enrollment keeps them (birth dates are sealed there). */
const keptList = savedDependents.nullable();

async function tempDependents(enrollmentId: string, signal: AbortSignal): Promise<DependentRecord[]> {
  const { result } = await request<typeof getEnrollmentTempInfo>(
    'getEnrollmentTempInfo',
    { input: { enrollment_id: enrollmentId, column: 'dependent_info' } },
    { signal },
  );
  const kept = keptList.safeParse(result);
  if (!kept.success || kept.data === null) return [];
  return kept.data.dependents.map(({ dependent_id, ...info }) => ({
    dependent_id,
    primary_info: {
      ...info,
      middle_name: info.middle_name ?? null,
      weight: info.weight ?? null,
      height_feet: info.height_feet ?? null,
      height_inch: info.height_inch ?? null,
      birthdate: '',
      employed: 0,
      disability_condition: null,
    },
    health_info: null,
  }));
}

/** The dependents kept; when they cannot be read, the temporary enrollment's copy (spec 001 section 8). */
export const dependentsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-dependents-existing-user-enrollment', { enrollment_id: enrollmentId }],
    queryFn: async ({ signal }): Promise<DependentRecord[]> => {
      try {
        const { result } = await request<typeof getDependentsExistingUserEnrollment>(
          'getDependentsExistingUserEnrollment',
          byEnrollment(enrollmentId),
          { signal },
        );
        return result.dependents;
      } catch {
        return tempDependents(enrollmentId, signal);
      }
    },
  });
export const useDependents = (enrollmentId: string) => useQuery(dependentsQuery(enrollmentId));

const quotedHousehold = z.object({ tier: z.enum(dependentTiers), type: z.string() });

/** The tier the quote was made for, and whether the enrollment is a new member's. */
export const householdQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'filter_info' }],
    queryFn: async ({ signal }) => {
      const { result } = await request<typeof getEnrollmentTempInfo>(
        'getEnrollmentTempInfo',
        { input: { enrollment_id: enrollmentId, column: 'filter_info' } },
        { signal },
      );
      const household = quotedHousehold.safeParse(result);
      return household.success ? household.data : { tier: 'IO' as const, type: 'new-user' };
    },
  });
export const useHousehold = (enrollmentId: string) => useQuery(householdQuery(enrollmentId));

/** Whether the cart holds a premier (L713) plan. */
export const premierQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-more-requirement', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getMoreRequirement>('getMoreRequirement', byEnrollment(enrollmentId), { signal }),
  });
export const usePremier = (enrollmentId: string) => useQuery(premierQuery(enrollmentId));

/** The health questions asked of each dependent, asked for only when the health tab requires them. */
export const dependentQuestionsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-health-questions-dependent-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getHealthQuestionsDependentInfo>('getHealthQuestionsDependentInfo', byEnrollment(enrollmentId), {
        signal,
      }),
  });
export const useDependentQuestions = (enrollmentId: string, required: boolean) =>
  useQuery({ ...dependentQuestionsQuery(enrollmentId), enabled: required });

export type DependentInput = CallArgs<typeof validateSingleDependent>['input'];
export type DependentListInput = CallArgs<typeof saveDependentInfo>['input'];

export const useValidateDependent = () =>
  useMutation({
    mutationFn: (input: DependentInput) =>
      request<typeof validateSingleDependent>('validateSingleDependent', { input }),
  });

/** Keeps the list while it is edited; the list shown is the page's own, so nothing is refetched. */
export const useKeepDependents = () =>
  useMutation({
    mutationFn: (input: DependentListInput) =>
      request<typeof saveDependentInfoToTemp>('saveDependentInfoToTemp', { input }),
  });

export function useSaveDependents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DependentListInput) => request<typeof saveDependentInfo>('saveDependentInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}

export function useDeleteDependentsInIO() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: string) =>
      request<typeof deleteDependentInIO>('deleteDependentInIO', byEnrollment(enrollmentId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
