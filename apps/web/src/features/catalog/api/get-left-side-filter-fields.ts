// The categories of the plan list's side filter for an enrollment.
import type { getLeftSideFilterFields } from '@benefit-store/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const leftSideFilterQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['catalog', 'get-left-side-filter-fields', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getLeftSideFilterFields>(
        'getLeftSideFilterFields',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });

export const useLeftSideFilter = (enrollmentId: string | null) =>
  useQuery({ ...leftSideFilterQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
