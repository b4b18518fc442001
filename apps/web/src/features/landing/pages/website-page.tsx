// The website entry (/website?group=...&id=...): choose an enrollment portal, then Start
// Enrollment. With a group id, that group's portals and the group are kept; else the site's.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idLike } from '../../../shared/session/party';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useEnrollmentPlatforms } from '../api/get-enrollment-platforms';
import { useGroupAgentMemberInfo } from '../api/get-group-agent-member-info';
import { PortalSelect } from '../components/portal-select';

export default function WebsitePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.website'));
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const groupId = idLike(id) ? id : null;
  const groupInfo = useGroupAgentMemberInfo(groupId).data;
  const sitePlatforms = useEnrollmentPlatforms(null).data;
  const group = groupInfo?.group_info;
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{t('entry.website_title')}</Title>
      <PortalSelect
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
