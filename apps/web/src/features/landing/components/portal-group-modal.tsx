// The portal and group the enrollment is under, on a plan's page: the line naming them (with
// Change for a rep) and the popup that changes them. The portal is required ('Please choose a
// platform'); a rep may also choose one of their groups. The enrollment moves under the choice
// (update-filter-portal) and every price and listing is asked again.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { choosePortal } from '../api/choose-portal';
import { useAgentGroups } from '../api/get-agent-groups';
import { useEnrollmentPlatforms } from '../api/get-enrollment-platforms';
import { GroupField, PortalField } from './portal-fields';

/** Answers that depend on the enrollment's portal and group. */
const staleAfterChange = ['pricing', 'catalog', 'quoting'];

/** The line naming the portal and group; `onChange` (a rep's) adds the Change button. */
export function EnrollmentLine({ onChange }: { onChange?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const portal = useSession((state) => state.portal_name);
  const group = useSession((state) => state.gname);
  if (!portal && !group && !onChange) return null;
  return (
    <Group gap="lg" aria-label={t('plans.enrolling_for')} role="group">
      {portal && <Text>{t('plans.portal_line', { name: portal })}</Text>}
      {group && <Text>{t('plans.group_line', { name: group })}</Text>}
      {onChange && (
        <Button variant="default" size="xs" onClick={onChange} aria-label={t('entry.change_portal_group')}>
          {t('entry.change')}
        </Button>
      )}
    </Group>
  );
}

function PortalGroupForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const agentId = useSession((state) => state.agent_id);
  const rep = useSession((state) => state.eprocess === 'rep' && state.agent_id !== null);
  const enrollType = useSession((state) => state.enroll_type);
  const platforms = useEnrollmentPlatforms(agentId).data;
  const groups = useAgentGroups(agentId ?? '', rep).data?.result;
  const [portalId, setPortalId] = useState(() => useSession.getState().portal_id ?? '');
  const [groupId, setGroupId] = useState(() => useSession.getState().group_id ?? '');
  const [error, setError] = useState<string>();
  const choose = useMutation({
    mutationFn: choosePortal,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => staleAfterChange.includes(String(query.queryKey[0])) }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const platform = platforms?.find((item) => item.platform_group_id === portalId);
    if (!platform) return setError(t('landing.choose_platform'));
    setError(undefined);
    const group = rep ? groups?.find((item) => item.group_id === groupId) : undefined;
    const newMember = group ? 'new-group-member' : 'new-member';
    choose.mutate(
      {
        platform,
        ...(group ? { group } : {}),
        enrollType: enrollType === 'existing-member' ? enrollType : newMember,
        keepEnrollment: true,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PortalField platforms={platforms} value={portalId} onChange={setPortalId} error={error} />
        {rep && <GroupField groups={groups} value={groupId} onChange={setGroupId} />}
        {choose.error && <Alert color="red" title={choose.error.message} />}
        <Group>
          <Button variant="default" onClick={onDone}>
            {t('access.cancel')}
          </Button>
          <Button type="submit" loading={choose.isPending}>
            {t('entry.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PortalGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('entry.portal_group_title')}
      closeButtonProps={{ 'aria-label': t('access.close') }}
    >
      {opened && <PortalGroupForm onDone={onClose} />}
    </Modal>
  );
}
