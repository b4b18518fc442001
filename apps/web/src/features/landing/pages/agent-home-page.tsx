// The agent home (/agent-home): 'Who do you want to enroll for?'. New Member: choose a portal,
// then Start Direct Enrollment, or choose one of the rep's groups and Enroll; the choice is
// kept and /home shows it. Current Member: what the app gives (the rep's members, once signed in).
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useChoosePortal } from '../api/choose-portal';
import { useAgentGroups } from '../api/get-agent-groups';
import { useEnrollmentPlatforms } from '../api/get-enrollment-platforms';
import { GroupField, PortalField } from '../components/portal-fields';
import { StepTitle } from '../components/rep-access';

function NewMember({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platforms = useEnrollmentPlatforms(agentId).data;
  const groups = useAgentGroups(agentId).data?.result;
  const choose = useChoosePortal();
  const [portalId, setPortalId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [errors, setErrors] = useState<{ portal?: string; group?: string }>({});
  const platform = platforms?.find((item) => item.platform_group_id === portalId);
  const group = groups?.find((item) => item.group_id === groupId);
  const done = () => void navigate('/home');

  const startDirect = () => {
    setErrors(platform ? {} : { portal: t('landing.choose_enroll_for') });
    if (platform) choose.mutate({ platform, enrollType: 'new-member' }, { onSuccess: done });
  };
  const enrollGroup = () => {
    setErrors({
      ...(platform ? {} : { portal: t('landing.choose_platform') }),
      ...(group ? {} : { group: t('landing.choose_group') }),
    });
    if (platform && group) choose.mutate({ platform, group, enrollType: 'new-group-member' }, { onSuccess: done });
  };

  return (
    <Stack gap="md" maw={480}>
      <StepTitle>{t('entry.new_member')}</StepTitle>
      <PortalField platforms={platforms} value={portalId} onChange={setPortalId} error={errors.portal} />
      <Button onClick={startDirect} w="fit-content" loading={choose.isPending}>
        {t('entry.start_direct')}
      </Button>
      <Divider />
      <Text fw={500}>{t('entry.or_group')}</Text>
      <GroupField groups={groups} value={groupId} onChange={setGroupId} error={errors.group} />
      <Button onClick={enrollGroup} w="fit-content" variant="outline" loading={choose.isPending}>
        {t('entry.enroll')}
      </Button>
      {choose.error && <Alert color="red" title={choose.error.message} />}
    </Stack>
  );
}

export default function AgentHomePage({ currentMember }: { currentMember: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('title.agent_home'));
  const agentId = useSession((state) => state.agent_id);
  const [who, setWho] = useState<'new' | 'current' | null>(null);
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{t('entry.agent_home_title')}</Title>
      {agentId === null ? (
        <Text>{t('entry.no_rep')}</Text>
      ) : (
        <>
          <Group>
            <Button variant={who === 'new' ? 'filled' : 'outline'} onClick={() => setWho('new')}>
              {t('entry.new_member')}
            </Button>
            <Button variant={who === 'current' ? 'filled' : 'outline'} onClick={() => setWho('current')}>
              {t('entry.current_member')}
            </Button>
          </Group>
          {who === 'new' && <NewMember agentId={agentId} />}
          {who === 'current' && currentMember}
        </>
      )}
    </Stack>
  );
}
