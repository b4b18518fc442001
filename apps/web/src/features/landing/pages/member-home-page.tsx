// The member home (/member-home?uid=...): an applicant chooses a portal only, then starts
// enrollment at /home. A signed-in rep or group sees the member's name.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useEnrollmentPlatforms } from '../api/get-enrollment-platforms';
import { useMemberInfo } from '../api/get-party-info';
import { PortalSelect } from '../components/portal-select';

export default function MemberHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.member_home'));
  const navigate = useNavigate();
  const member = useMemberInfo(useSession((state) => state.user_id)).data;
  const platforms = useEnrollmentPlatforms(null).data;
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>
        {member ? t('entry.member_welcome', { name: member.first_name }) : t('entry.member_home_title')}
      </Title>
      <PortalSelect
        platforms={platforms}
        missing="landing.choose_platform"
        submitLabel={t('entry.start_enrollment')}
        enrollType="new-member"
        onChosen={() => void navigate('/home')}
      />
    </Stack>
  );
}
