// Stores the spouse's birth date and the number of children for pricing, checked against the tier.
import type { storeTempDependentInfo } from '@benefit-store/contract/quoting';
import { type CallArgs, request } from '../../../shared/api/client';
import { useHouseholdSave } from './household-queries';

export type DependentInfo = CallArgs<typeof storeTempDependentInfo>['input'];

export const useStoreDependents = () =>
  useHouseholdSave((input: DependentInfo) =>
    request<typeof storeTempDependentInfo>('storeTempDependentInfo', { input }),
  );
