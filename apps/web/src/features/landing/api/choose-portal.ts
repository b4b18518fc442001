// Keeps the portal (and group) chosen on a home: on the temporary enrollment when there is
// one (update-filter-portal), and in the session, with the enroll type it implies. Choosing
// a group on a home starts a new enrollment for that group's member, so the temporary one is
// dropped; changing them on a plan's page moves the enrollment under them instead.
import type { Platform } from '@benefit-store/contract/landing-entities';
import { useMutation } from '@tanstack/react-query';
import { type SessionValues, useSession } from '../../../shared/session/session-store';
import { updateFilterPortalRequest } from './update-filter-portal';

export interface PortalChoice {
  platform: Platform;
  group?: { group_id: string; group_name: string };
  enrollType: NonNullable<SessionValues['enroll_type']>;
  /** Keep the temporary enrollment (now under this portal and group, or none). */
  keepEnrollment?: boolean;
}

export async function choosePortal({ platform, group, enrollType, keepEnrollment = false }: PortalChoice) {
  const { tempId, set } = useSession.getState();
  if (tempId)
    await updateFilterPortalRequest({
      enrollment_id: tempId,
      platform_group_id: platform.platform_group_id,
      ...(group ? { group_id: group.group_id } : {}),
    });
  set({
    portal_id: platform.platform_group_id,
    portal_name: platform.platform_name,
    portal_code: platform.platform_code,
    portal_type: platform.platform_type,
    enroll_type: enrollType,
    ...(group ? { group_id: group.group_id, gname: group.group_name } : {}),
    ...(group && !keepEnrollment ? { tempId: null } : {}),
    ...(!group && keepEnrollment ? { group_id: null, gname: null } : {}),
  });
}

export const useChoosePortal = () => useMutation({ mutationFn: choosePortal });
