// Stores the dependents entered in the tier popup and sets the tier they make (spec 000:
// update-tier-info; spouse and children IF, spouse IS, children IC, none IO).
import type { updateTierInfo } from '@benefit-store/contract/quoting';
import { type CallArgs, request } from '../../../shared/api/client';
import { useHouseholdSave } from './household-queries';

export type TierInfo = CallArgs<typeof updateTierInfo>['input'];

export const useUpdateTier = () =>
  useHouseholdSave((input: TierInfo) => request<typeof updateTierInfo>('updateTierInfo', { input }));
