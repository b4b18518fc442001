// Tells the server that an enrollment came in through a branded site (track-elevate-traffic),
// once per enrollment: the association counts the visitors its own store brings.
import type { trackElevateTraffic } from '@benefit-store/contract/landing';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { useDefaultInfo } from './get-default-info';

const tracked = new Set<string>();

export function useTrackSiteTraffic() {
  const branded = useDefaultInfo().data?.site.is_default === false;
  const tempId = useSession((state) => state.tempId);
  const { mutate } = useMutation({
    mutationFn: (enrollmentId: string) =>
      request<typeof trackElevateTraffic>('trackElevateTraffic', { input: { enrollment_id: enrollmentId } }),
  });
  useEffect(() => {
    if (!branded || !tempId || tracked.has(tempId)) return;
    tracked.add(tempId);
    mutate(tempId);
  }, [branded, tempId, mutate]);
}
