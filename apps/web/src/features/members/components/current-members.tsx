// The current-member table (spec 000 section 2): search by name, 5 rows per page, name, date of
// birth, policy and plans with their status, and Enroll Now (`onEnroll`: the app asks for the tier).
import '../member-words';
import type { MemberRow } from '@benefit-store/contract/members';
import { memberRowsPerPage } from '@benefit-store/contract/members';
import { Box, Button, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPlans } from './member-plans';

/** Lower case without accents, so "jose" finds "José". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A day (YYYY-MM-DD) as the reader's language writes it; the day itself, never shifted by a time zone. */
const dayText = (day: string, language: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

interface RowsProps {
  rows: readonly MemberRow[];
  onEnroll: (row: MemberRow) => void;
}

function EnrollButton({ row, onEnroll, t }: { row: MemberRow; onEnroll: RowsProps['onEnroll']; t: TFunction }) {
  return (
    <Button size="xs" aria-label={t('members.enroll_member', { name: row.name })} onClick={() => onEnroll(row)}>
      {t('members.enroll_now')}
    </Button>
  );
}

function MemberTable({ rows, onEnroll }: RowsProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  return (
    // A narrow window scrolls the table; the region takes focus so a keyboard can scroll it too.
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped miw={720} captionSide="top" verticalSpacing="sm">
        <Table.Caption id={captionId} c="gray.8">
          {t('members.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('members.col_name')}</Table.Th>
            <Table.Th scope="col">{t('members.col_dob')}</Table.Th>
            <Table.Th scope="col">{t('members.col_policy')}</Table.Th>
            <Table.Th scope="col">{t('members.col_plans')}</Table.Th>
            <Table.Th scope="col">{t('members.col_action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.user_id}>
              <Table.Th scope="row" fw={600}>
                {row.name}
              </Table.Th>
              <Table.Td>{dayText(row.dob, i18n.language)}</Table.Td>
              <Table.Td>{row.policy_id || t('members.no_policy')}</Table.Td>
              <Table.Td>
                <MemberPlans plans={row.plan_info} />
              </Table.Td>
              <Table.Td>
                <EnrollButton row={row} onEnroll={onEnroll} t={t} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function MemberCards({ rows, label, onEnroll }: RowsProps & { label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.user_id} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {row.name}
            </Title>
            <Text size="sm">
              {t('members.col_dob')}: {dayText(row.dob, i18n.language)}
            </Text>
            <Text size="sm">
              {t('members.col_policy')}: {row.policy_id || t('members.no_policy')}
            </Text>
            <MemberPlans plans={row.plan_info} />
            <Box>
              <EnrollButton row={row} onEnroll={onEnroll} t={t} />
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface Props {
  rows: readonly MemberRow[];
  onEnroll: (row: MemberRow) => void;
}

export function CurrentMembers({ rows, onEnroll }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // A phone shows each member as a card: a five-column table would hide the plans and Enroll Now.
  const phone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const matching = rows.filter((row) => folded(row.name).includes(folded(query.trim())));
  const pages = Math.max(1, Math.ceil(matching.length / memberRowsPerPage));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * memberRowsPerPage, current * memberRowsPerPage);
  const from = matching.length === 0 ? 0 : (current - 1) * memberRowsPerPage + 1;

  if (rows.length === 0) return <Text>{t('members.no_members')}</Text>;
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('members.search')}
        value={query}
        maw={420}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPage(1);
        }}
      />
      {phone ? (
        <MemberCards rows={shown} label={t('members.caption')} onEnroll={onEnroll} />
      ) : (
        <MemberTable rows={shown} onEnroll={onEnroll} />
      )}
      {matching.length === 0 ? (
        <Text role="status">{t('members.no_match', { query: query.trim() })}</Text>
      ) : (
        <Text size="sm" role="status">
          {t('members.showing', { from, to: from + shown.length - 1, total: matching.length })}
        </Text>
      )}
      {pages > 1 && (
        <nav aria-label={t('members.pages')}>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': t('members.page', { page: item }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('members.previous_page') }
                : control === 'next'
                  ? { 'aria-label': t('members.next_page') }
                  : {}
            }
          />
        </nav>
      )}
    </Stack>
  );
}
