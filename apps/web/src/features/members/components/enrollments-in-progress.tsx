// The desk's enrollments in progress: who each is for, where it came through, when it started and
// what its cart holds, in words (no ids).
import type { EnrollmentInProgress } from '@benefit-store/contract/members';
import { Alert, Box, Loader, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tierName } from '../../../shared/words/tier-name';
import { useEnrollmentsInProgress } from '../api/members-enrollments-in-progress';

const whoFor = (t: TFunction, row: EnrollmentInProgress) =>
  row.member_name ?? (row.zip ? t('desk.new_member_zip', { zip: row.zip }) : t('desk.new_member'));

const details = (t: TFunction, row: EnrollmentInProgress) =>
  [
    row.group_name,
    row.portal_name,
    row.tier ? tierName(t, row.tier) : null,
    t('desk.in_cart', { count: row.plans_in_cart }),
  ]
    .filter((part) => part !== null)
    .join(' · ');

export function EnrollmentsInProgress() {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const enrollments = useEnrollmentsInProgress();
  if (enrollments.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!enrollments.data) return <Loader aria-label={t('app.loading')} />;
  const rows = enrollments.data.result;
  if (rows.length === 0) return <Text>{t('desk.in_progress_empty')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped miw={560} captionSide="top">
        <Table.Caption id={captionId} c="gray.8">
          {t('desk.in_progress_caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('desk.col_for')}</Table.Th>
            <Table.Th scope="col">{t('desk.col_started')}</Table.Th>
            <Table.Th scope="col">{t('desk.col_details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.enrollment_id}>
              <Table.Td>{whoFor(t, row)}</Table.Td>
              <Table.Td>
                <time dateTime={row.started_at}>{time.format(new Date(row.started_at))}</time>
              </Table.Td>
              <Table.Td>{details(t, row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
