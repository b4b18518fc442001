// The website entry (/website?group=...): choose an enrollment portal, then Start Enrollment.
// `group` names the group (its portals, and the group is kept), or `elevate` for the branded
// site's group flow, where `id` is the group and the site's own portal (get-elevate-info) is
// chosen already. Without a group, the site's portals.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idLike } from '../../../shared/session/party';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useElevateInfo } from '../api/get-elevate-info';
import { useEnrollmentPlatforms } from '../api/get-enrollment-platforms';
import { useGroupAgentMemberInfo } from '../api/get-group-agent-member-info';
import { PortalSelect } from '../components/portal-select';

/** The group an address names: `id` when group is elevate, else group itself (or the older id). */
export function websiteGroup(params: URLSearchParams): { groupId: string | null; elevate: boolean } {
  const group = params.get('group');
  const id = params.get('id');
  const elevate = group === 'elevate';
  const named = elevate ? id : (group ?? id);
  return { groupId: idLike(named) ? named : null, elevate };
}

export default function WebsitePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.website'));
  const navigate = useNavigate();
  const { groupId, elevate } = websiteGroup(useSearchParams()[0]);
  const groupInfo = useGroupAgentMemberInfo(groupId).data;
  const sitePlatforms = useEnrollmentPlatforms(null).data;
  const elevatePortal = useElevateInfo(elevate).data?.portal_id ?? undefined;
  const group = groupInfo?.group_info;
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{t('entry.website_title')}</Title>
      <PortalSelect
        // The branded site's portal, once known, is the one chosen.
        key={elevatePortal ?? ''}
        initialPortal={elevatePortal}
        platforms={groupId ? groupInfo?.platforms : sitePlatforms}
        missing="landing.choose_platform"
        submitLabel={t('entry.start_enrollment')}
        enrollType={group ? 'new-group-member' : 'new-member'}
        {...(group ? { group: { group_id: group.group_id, group_name: group.name } } : {})}
        onChosen={() => void navigate('/home')}
      />
    </Stack>
  );
}
