// The current members of the signed-in rep (get-agent-members) or group (get-group-users), loaded
// and shown in the member table; Enroll Now is the app's (`onEnroll`).
import type { MemberRow } from '@benefit-store/contract/members';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAgentMembers } from '../api/get-agent-members';
import { useGroupUsers } from '../api/get-group-users';
import { CurrentMembers } from './current-members';

export function MembersOfParty({
  party,
  onEnroll,
}: {
  party: { agentId: string } | { groupId: string };
  onEnroll: (row: MemberRow) => void;
}) {
  const { t } = useTranslation();
  const agent = useAgentMembers('agentId' in party ? party.agentId : undefined);
  const group = useGroupUsers('groupId' in party ? party.groupId : undefined);
  const members = 'agentId' in party ? agent : group;
  if (members.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!members.data) return <Loader role="status" aria-label={t('app.loading')} />;
  return <CurrentMembers rows={members.data.result} onEnroll={onEnroll} />;
}
