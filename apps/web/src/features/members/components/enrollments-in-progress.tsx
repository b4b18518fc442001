// The desk's enrollments in progress: who each is for, where it came through, when it started,
// what its cart holds, where each step stands and whether the rest went to the client, in words
// (no ids). Read again every 15 seconds, so a client's signature shows without a reload.
import '../member-words';
import type { EnrollmentInProgress, StepStatus } from '@benefit-store/contract/members';
import { Alert, Badge, Box, Group, Loader, Stack, Text } from '@mantine/core';
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

const statusColor: Record<StepStatus, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  done: 'teal',
  signed: 'teal',
};

function StepStatuses({ row }: { row: EnrollmentInProgress }) {
  const { t } = useTranslation();
  if (row.steps.length === 0) return null;
  return (
    <Group component="ol" aria-label={t('desk.steps_caption')} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {row.steps.map((step) => (
        <Box component="li" key={step.tab_name}>
          <Badge color={statusColor[step.status]} variant="light" c="dark.9" radius="sm" tt="none" fw={500}>
            {t(`wizard.step_${step.tab_name}`)}: {t(`desk.step_${step.status}`)}
          </Badge>
        </Box>
      ))}
    </Group>
  );
}

function HandoffLine({ row, time }: { row: EnrollmentInProgress; time: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  if (!row.handoff) return null;
  const { channel, sent_at: sentAt, opened_at: openedAt } = row.handoff;
  return (
    <Text size="sm">
      {t(`desk.handoff_sent_${channel}`)} <time dateTime={sentAt}>{time.format(new Date(sentAt))}</time>
      {' · '}
      {openedAt ? (
        <>
          {t('desk.handoff_opened')} <time dateTime={openedAt}>{time.format(new Date(openedAt))}</time>
        </>
      ) : (
        t('desk.handoff_not_opened')
      )}
    </Text>
  );
}

/** `actions`: what the desk offers for an enrollment (the app composes it: the hand-off). */
export function EnrollmentsInProgress({ actions }: { actions?: (row: EnrollmentInProgress) => React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const enrollments = useEnrollmentsInProgress();
  if (enrollments.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!enrollments.data) return <Loader role="status" aria-label={t('app.loading')} />;
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
          <Stack gap={6} mt={6}>
            <StepStatuses row={row} />
            <HandoffLine row={row} time={time} />
            {actions?.(row)}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
