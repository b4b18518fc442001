// The household stored on a temporary enrollment (its filter_info), read back for the filter bar and popups.
import type { getEnrollmentTempInfo } from '@benefit-store/contract/enrollment';
import { type FilterInfo, filterInfo } from '@benefit-store/contract/quoting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const filterInfoQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['quoting', 'get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'filter_info' }],
    queryFn: async ({ signal }): Promise<FilterInfo | null> => {
      const { result } = await request<typeof getEnrollmentTempInfo>(
        'getEnrollmentTempInfo',
        { input: { enrollment_id: enrollmentId, column: 'filter_info' } },
        { signal },
      );
      // Unsaved is null; anything else must be the filter the contract declares.
      return result === null ? null : filterInfo.parse(result);
    },
  });

export const useFilterInfo = (enrollmentId: string | null) =>
  useQuery({ ...filterInfoQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
