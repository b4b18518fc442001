// The current-member tables (/agent-select-member for a rep, /group-select-member for a group
// administrator): the signed-in party's own members, Enroll Now asking for the tier and family;
// the other role is pointed to its desk.
import '../../features/members/member-words';
import type { MemberRow } from '@benefit-store/contract/members';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffHomePath } from '../../features/auth/paths';
import { MembersOfParty } from '../../features/members/components/members-of-party';
import { usePageTitle } from '../../shared/ui/page-title';
import { EnrollMemberModal } from './enroll-member-modal';
import { type SignedIn, StaffOnly } from './staff-only';

type Kind = 'rep' | 'group';

function partyOf(kind: Kind, session: SignedIn) {
  if (kind === 'rep') return session.role === 'rep' && session.agent_id ? { agentId: session.agent_id } : null;
  return session.role === 'group_admin' && session.group_id ? { groupId: session.group_id } : null;
}

function Members({ kind, session }: { kind: Kind; session: SignedIn }) {
  const { t } = useTranslation();
  const party = partyOf(kind, session);
  const [enrolling, setEnrolling] = useState<MemberRow | null>(null);
  if (!party)
    return (
      <Stack gap="sm">
        <Text>{t(kind === 'rep' ? 'members.rep_only' : 'members.group_only')}</Text>
        <Anchor component={Link} to={staffHomePath}>
          {t('members.to_desk')}
        </Anchor>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Text>{t('members.intro')}</Text>
      <MembersOfParty party={party} onEnroll={setEnrolling} />
      <EnrollMemberModal
        member={enrolling}
        eprocess={kind === 'rep' ? 'rep' : 'group'}
        onClose={() => setEnrolling(null)}
      />
    </Stack>
  );
}

export default function SelectMemberPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const title = t(kind === 'rep' ? 'members.agent_title' : 'members.group_title');
  usePageTitle(title);
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <StaffOnly>{(session) => <Members kind={kind} session={session} />}</StaffOnly>
    </Stack>
  );
}
