// The desk's enrollments in progress: who each is for, where it came through, when it started and
// what its cart holds, in words (no ids).
import type { EnrollmentInProgress } from '@benefit-store/contract/members';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
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
  const enrollments = useEnrollmentsInProgress();
  if (enrollments.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!enrollments.data) return <Loader aria-label={t('app.loading')} />;
  const rows = enrollments.data.result;
  if (rows.length === 0) return <Text>{t('desk.in_progress_empty')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // A list rather than a table: it reads the same on a phone, where a table would scroll sideways.
  return (
    <Stack component="ul" aria-label={t('desk.in_progress_caption')} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.enrollment_id}
          py={6}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={600}>{whoFor(t, row)}</Text>
          <Text size="sm">
            {t('desk.started')} <time dateTime={row.started_at}>{time.format(new Date(row.started_at))}</time>
          </Text>
          <Text size="sm">{details(t, row)}</Text>
        </Box>
      ))}
    </Stack>
  );
}
