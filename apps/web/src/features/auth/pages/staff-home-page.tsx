// Staff home: who is signed in, a way out, and the audit trail of the signed-in party.
import type { auditEvent } from '@benefit-store/contract/auth';
import { Alert, Box, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useAuditEvents } from '../api/auth-audit-events';
import { useAuthSession } from '../api/auth-session';
import { useSignOut } from '../api/auth-sign-out';
import { staffSignInPath } from '../paths';

type AuditEvent = z.infer<typeof auditEvent>;

const subjectOf = (event: AuditEvent) =>
  [event.subject_kind, event.subject_id].filter((part) => part !== null).join(' ') || '—';

function AuditTable({ events, t, language }: { events: readonly AuditEvent[]; t: TFunction; language: string }) {
  const captionId = useId();
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    // A narrow screen scrolls the table; the region takes focus so a keyboard can scroll it too.
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped miw={640} captionSide="top">
        <Table.Caption id={captionId} c="gray.8">
          {t('auth.audit_caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('auth.audit_time')}</Table.Th>
            <Table.Th scope="col">{t('auth.audit_action')}</Table.Th>
            <Table.Th scope="col">{t('auth.audit_subject')}</Table.Th>
            <Table.Th scope="col">{t('auth.audit_address')}</Table.Th>
            <Table.Th scope="col">{t('auth.audit_result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id; the list is replaced whole, never reordered
            <Table.Tr key={`${event.at}-${index}`}>
              <Table.Td>
                <time dateTime={event.at}>{time.format(new Date(event.at))}</time>
              </Table.Td>
              <Table.Td>{event.action}</Table.Td>
              <Table.Td>{subjectOf(event)}</Table.Td>
              <Table.Td>{event.address}</Table.Td>
              <Table.Td>{event.result === 'ok' ? t('auth.result_ok') : t('auth.result_refused')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export default function StaffHomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('title.staff_home'));
  const navigate = useNavigate();
  const session = useAuthSession();
  const signedIn = session.data?.signed_in === true;
  const audit = useAuditEvents(signedIn);
  const signOut = useSignOut();

  if (session.isError) return <Alert color="red" title={t('errors.load_failed')} />;
  if (!session.data) return <Loader aria-label={t('app.loading')} m="xl" />;
  if (!signedIn) return <Navigate to={staffSignInPath} replace />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('auth.staff_home_title')}</Title>
          <Text>{t('auth.signed_in_as', { name: session.data.name ?? '' })}</Text>
        </Stack>
        <Button
          variant="default"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(staffSignInPath) })}
        >
          {t('auth.sign_out')}
        </Button>
      </Group>
      {signOut.isError && (
        <Alert color="red" role="alert">
          {t('auth.sign_out_failed')}
        </Alert>
      )}
      <Title order={2}>{t('auth.audit_title')}</Title>
      {audit.isError && <Alert color="red" title={t('errors.load_failed')} />}
      {audit.isPending && <Loader aria-label={t('app.loading')} />}
      {audit.data &&
        (audit.data.events.length === 0 ? (
          <Text>{t('auth.audit_empty')}</Text>
        ) : (
          <AuditTable events={audit.data.events} t={t} language={i18n.language} />
        ))}
    </Stack>
  );
}
