// The desk's quotes sent: to whom, what was quoted, when, and where each stands (sent, opened,
// accepted, declined) in words, newest first; a stale quote says its prices have changed.
import '../member-words';
import type { QuoteSent } from '@benefit-store/contract/members';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/format-money';
import { useQuotesSent } from '../api/members-quotes-sent';

const statusColor: Record<QuoteSent['status'], string> = {
  sent: 'gray.8',
  seen: 'blue.9',
  accepted: 'teal.9',
  declined: 'red.9',
};

const newestFirst = (rows: readonly QuoteSent[]) =>
  [...rows].sort((a, b) => new Date(b.sent_at).getTime() - new Date(a.sent_at).getTime());

function StatusLine({ t, row, date }: { t: TFunction; row: QuoteSent; date: Intl.DateTimeFormat }) {
  // The status is said in words (the colour only repeats it).
  return (
    <Text size="sm" fw={700} c={statusColor[row.status]}>
      {t(`desk.quote_status_${row.status}`)}{' '}
      <time dateTime={row.status_at}>{date.format(new Date(row.status_at))}</time>
    </Text>
  );
}

export function QuotesSent() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const quotes = useQuotesSent();
  if (quotes.isError) return <Alert color="red" role="alert" title={t('errors.load_failed')} />;
  if (!quotes.data) return <Loader role="status" aria-label={t('app.loading')} />;
  const rows = newestFirst(quotes.data.result);
  if (rows.length === 0) return <Text>{t('desk.quotes_empty')}</Text>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // A list rather than a table: it reads the same on a phone, where a table would scroll sideways.
  return (
    <Stack component="ul" aria-label={t('desk.quotes_caption')} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Box component="li" key={row.quote_id} py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={600}>{row.recipient_name}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.recipient_email}
          </Text>
          <Text size="sm">{t('desk.quote_plans', { count: row.plans_count, total: money(row.monthly_total) })}</Text>
          {row.status === 'sent' ? null : (
            <Text size="sm">
              {t('desk.quote_sent_on')} <time dateTime={row.sent_at}>{date.format(new Date(row.sent_at))}</time>
            </Text>
          )}
          <StatusLine t={t} row={row} date={date} />
          {row.stale ? (
            <Text size="sm" c="orange.9">
              {t('desk.quote_stale')}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
