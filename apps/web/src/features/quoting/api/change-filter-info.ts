// Updates the household of the stored temporary enrollment; fields left out stay as they are.
import type { changeFilterInfo } from '@benefit-store/contract/quoting';
import { type CallArgs, request } from '../../../shared/api/client';
import { useCartNotice } from '../../../shared/session/cart-notice';
import { useSession } from '../../../shared/session/session-store';
import { useHouseholdSave } from './household-queries';

export type FilterChange = CallArgs<typeof changeFilterInfo>['input'];

export const changeFilterInfoRequest = (tempId: string, input: FilterChange) =>
  request<typeof changeFilterInfo>('changeFilterInfo', { input, params: { tempId } });

/** Saves household fields of a popup (tobacco, income) and refreshes every answer depending on them. */
export const useChangeFilter = () =>
  useHouseholdSave(async (input: FilterChange) => {
    const tempId = useSession.getState().tempId;
    if (!tempId) throw new Error('No quote yet');
    const changed = await changeFilterInfoRequest(tempId, input);
    useCartNotice.getState().show(changed.cart_changes);
    return changed;
  });
