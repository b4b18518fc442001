// The wizard's option lists (the employer step's six, the beneficiary relationships), in the
// reader's language: the language is part of each key, so switching it fetches them again.
import type { getBeneficiaryRelationships } from '@benefit-store/contract/enrollment-beneficiaries';
import type {
  getAverageWorkWeek,
  getBargainingUnit,
  getCompensationTypes,
  getEmploymentStatus,
  getHolidayPolicy,
  getVacationPolicy,
} from '@benefit-store/contract/enrollment-employer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../../shared/api/client';

type OptionCall =
  | typeof getAverageWorkWeek
  | typeof getVacationPolicy
  | typeof getBargainingUnit
  | typeof getHolidayPolicy
  | typeof getEmploymentStatus
  | typeof getCompensationTypes
  | typeof getBeneficiaryRelationships;

export type OptionListName = OptionCall['name'];

export const optionListQuery = (name: OptionListName, language: string) =>
  queryOptions({
    queryKey: ['enrollment', name, { language }],
    queryFn: ({ signal }) => request<OptionCall>(name, { input: {} }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A list's options, `[]` until they arrive. */
export function useOptionList(name: OptionListName) {
  const { i18n } = useTranslation();
  return useQuery(optionListQuery(name, i18n.language)).data?.result ?? [];
}
