// A rep's or group administrator's desk (the staff home): current members, enrollments in
// progress, the quotes sent and where each stands, and the audit trail as a tab.
import '../../features/members/member-words';
import { isHandoffTab } from '@benefit-store/contract/members';
import { Anchor, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuditTrail } from '../../features/auth/components/audit-trail';
import { SignedInBar } from '../../features/auth/components/signed-in-bar';
import { SendToClient } from '../../features/enrollment/handoff/send-to-client';
import { EnrollmentsInProgress } from '../../features/members/components/enrollments-in-progress';
import { QuotesSent } from '../../features/members/components/quotes-sent';
import { usePageTitle } from '../../shared/ui/page-title';
import { membersPathOf, type SignedIn, StaffOnly } from './staff-only';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Desk({ session }: { session: SignedIn }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SignedInBar title={t('desk.title')} name={session.name ?? ''} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('desk.overview')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('desk.audit')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="md">
            <Section title={t('desk.members_title')}>
              <Text>{t('desk.members_text')}</Text>
              <Anchor component={Link} to={membersPathOf(session)} fw={600}>
                {t('desk.members_link')}
              </Anchor>
            </Section>
            <Section title={t('desk.in_progress_title')}>
              <EnrollmentsInProgress
                actions={(row) =>
                  // Only while there is something left to sign or pay.
                  row.steps.some(
                    (step) => isHandoffTab(step.tab_name) && step.status !== 'done' && step.status !== 'signed',
                  ) && <SendToClient enrollmentId={row.enrollment_id} variant="light" />
                }
              />
            </Section>
            <Section title={t('desk.quotes_title')}>
              <QuotesSent />
            </Section>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditTrail />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default function DeskPage() {
  const { t } = useTranslation();
  usePageTitle(t('desk.title'));
  return <StaffOnly>{(session) => <Desk session={session} />}</StaffOnly>;
}
