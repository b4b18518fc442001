// The signed-in party's audit trail in words: when, who, what (not the call's name), from which
// address, and whether it was allowed.
import type { auditEvent } from '@benefit-store/contract/auth';
import { Alert, Box, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAuditEvents } from '../api/auth-audit-events';
import { en } from '../words';

type AuditEvent = z.infer<typeof auditEvent>;

/** Events a page: the trail keeps the latest 200, mostly the same few kinds of access. */
const eventsPerPage = 10;

const known = (key: string) => key in en;

/** What happened: the call's words, else the kind of record it opened, else "other activity";
 *  then whose record it was, when the server names it (only for the reader's own book). */
export function auditWhat(t: TFunction, event: Pick<AuditEvent, 'action' | 'subject_kind' | 'subject_name'>) {
  const action = `audit.action_${event.action}`;
  const subject = `audit.subject_${event.subject_kind ?? ''}`;
  const what = known(action) ? t(action) : known(subject) ? t(subject) : t('audit.other');
  return event.subject_name ? t('audit.what_of', { what, name: event.subject_name }) : what;
}

/** Who: a staff member's name, or what kind of session acted. */
const auditWho = (t: TFunction, actor: string) =>
  actor === 'storefront' ? t('audit.visitor') : actor === 'anonymous' ? t('audit.nobody') : actor;

function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    // A narrow screen scrolls the table; the region takes focus so a keyboard can scroll it too.
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped miw={640} captionSide="top">
        <Table.Caption id={captionId} c="gray.8">
          {t('auth.audit_caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.when')}</Table.Th>
            <Table.Th scope="col">{t('audit.who')}</Table.Th>
            <Table.Th scope="col">{t('audit.what')}</Table.Th>
            <Table.Th scope="col">{t('audit.from')}</Table.Th>
            <Table.Th scope="col">{t('audit.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id; the list is replaced whole, never reordered
            <Table.Tr key={`${event.at}-${index}`}>
              <Table.Td>
                <time dateTime={event.at}>{time.format(new Date(event.at))}</time>
              </Table.Td>
              <Table.Td>{auditWho(t, event.actor)}</Table.Td>
              <Table.Td>{auditWhat(t, event)}</Table.Td>
              <Table.Td>{event.address}</Table.Td>
              <Table.Td>
                {event.result === 'ok' ? (
                  t('audit.allowed')
                ) : (
                  <Text span c="red.9" fw={600}>
                    {t('audit.refused')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Asked once the page knows the session is signed in: otherwise the server answers 401. */
export function AuditTrail() {
  const { t } = useTranslation();
  const audit = useAuditEvents(true);
  if (audit.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!audit.data) return <Loader role="status" aria-label={t('app.loading')} />;
  if (audit.data.events.length === 0) return <Text>{t('auth.audit_empty')}</Text>;
  return <PagedAuditTable events={audit.data.events} />;
}

/** On a phone, each event as a short entry: a five-column table would scroll sideways. */
function AuditList({ events }: { events: readonly AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Stack component="ul" aria-label={t('auth.audit_caption')} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id; the list is replaced whole, never reordered
          key={`${event.at}-${index}`}
          py={8}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={600}>{auditWhat(t, event)}</Text>
          <Text size="sm">
            <time dateTime={event.at}>{time.format(new Date(event.at))}</time> · {auditWho(t, event.actor)}
          </Text>
          <Text size="sm">
            {t('audit.from')}: {event.address} ·{' '}
            {event.result === 'ok' ? (
              t('audit.allowed')
            ) : (
              <Text span c="red.9" fw={600}>
                {t('audit.refused')}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function PagedAuditTable({ events }: { events: readonly AuditEvent[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const pages = Math.ceil(events.length / eventsPerPage);
  const current = Math.min(page, pages);
  const from = (current - 1) * eventsPerPage;
  const shown = events.slice(from, from + eventsPerPage);
  return (
    <Stack gap="md">
      {phone ? <AuditList events={shown} /> : <AuditTable events={shown} />}
      <Text size="sm" role="status">
        {t('audit.showing', { from: from + 1, to: from + shown.length, total: events.length })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t('audit.pages')}>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            siblings={0}
            getItemProps={(item) => ({ 'aria-label': t('audit.page', { page: item }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('audit.previous_page') }
                : control === 'next'
                  ? { 'aria-label': t('audit.next_page') }
                  : {}
            }
          />
        </nav>
      )}
    </Stack>
  );
}
