// The group home (/group-home): welcome with the group's name; New Member opens the portal
// selector (Back / Submit keeps the portal and goes to /home); Current Member goes to the
// group's current members.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useGroupAgentMemberInfo } from '../api/get-group-agent-member-info';
import { PortalSelect } from '../components/portal-select';
import { StepTitle } from '../components/rep-access';

export default function GroupHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.group_home'));
  const navigate = useNavigate();
  const groupId = useSession((state) => state.group_id);
  const info = useGroupAgentMemberInfo(groupId).data;
  const [newMember, setNewMember] = useState(false);
  const group = info?.group_info;
  if (groupId === null) return <Text py="lg">{t('entry.no_group')}</Text>;
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{t('access.welcome', { name: group?.display_name ?? '' })}</Title>
      {newMember && group ? (
        <Stack gap="md">
          <StepTitle>{t('entry.new_member')}</StepTitle>
          <PortalSelect
            platforms={info?.platforms}
            missing="landing.choose_platform"
            submitLabel={t('entry.submit')}
            enrollType="new-group-member"
            group={{ group_id: group.group_id, group_name: group.name }}
            onChosen={() => void navigate('/home')}
            onBack={() => setNewMember(false)}
          />
        </Stack>
      ) : (
        <Group>
          <Button onClick={() => setNewMember(true)}>{t('entry.new_member')}</Button>
          <Button component={Link} to="/group-select-member" variant="outline">
            {t('entry.current_member')}
          </Button>
        </Group>
      )}
      {group && (
        <Anchor href={`mailto:${group.display_email}`} size="sm">
          {group.display_email}
        </Anchor>
      )}
    </Stack>
  );
}
