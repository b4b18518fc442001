// Sets a temporary enrollment's portal, and its group when a rep enrolls a group's new member.
import type { updateFilterPortal } from '@benefit-store/contract/landing';
import { request } from '../../../shared/api/client';

export const updateFilterPortalRequest = (input: {
  enrollment_id: string;
  platform_group_id: string;
  group_id?: string;
}) => request<typeof updateFilterPortal>('updateFilterPortal', { input });
