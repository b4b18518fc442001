// The send-quote view (spec 000 section 2): a personal greeting, at most 5 plan cards, the rep's
// contact details, the effective date, and Accept and Enroll or Decline. A quote whose prices or
// household changed since it was sent shows its prices then and now side by side first.
import '../quote-words';
import { quotePlanCardLimit } from '@benefit-store/contract/quotes';
import { Alert, Button, Card, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/format-money';
import { useQuote } from '../api/get-quote';
import { useAnswerQuote } from '../api/update-quoteseen-status';

const locales: Record<string, string> = { en: 'en-US', es: 'es-US' };

function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(locales[i18n.language] ?? 'en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? format.format(new Date(`${day}T00:00:00Z`)) : day);
}

export interface SendQuoteViewProps {
  enrollmentId: string;
  /** Accepted: goes on to enrollment, starting on the quoted effective date (null: none was chosen). */
  onAccepted: (effectiveDate: string | null) => void;
  onDeclined: () => void;
}

export function SendQuoteView({ enrollmentId, onAccepted, onDeclined }: SendQuoteViewProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const day = useDay();
  const quote = useQuote(enrollmentId);
  const answer = useAnswerQuote();

  if (quote.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (quote.isError) return <Alert color="red">{quote.error.message}</Alert>;
  const view = quote.data;
  const shown = view.plans.slice(0, quotePlanCardLimit);
  const hidden = view.plans.length - shown.length;
  const respond = (status: 0 | 1) =>
    answer.mutate(
      { enrollment_id: enrollmentId, quote_status: status },
      { onSuccess: () => (status === 1 ? onAccepted(view.effective_date) : onDeclined()) },
    );

  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t('quotes.view_title')}</Title>
      <Stack gap="xs">
        <Text size="lg">{t('quotes.greeting', { name: view.recipient_name })}</Text>
        <Text>{t('quotes.prepared_by', { sender: view.sender_name })}</Text>
        {view.message && <Text fs="italic">{view.message}</Text>}
        {view.effective_date && <Text fw={600}>{t('quotes.effective_date', { date: day(view.effective_date) })}</Text>}
      </Stack>

      {view.stale && (
        <Alert color="yellow" title={t('quotes.stale_title')}>
          <Stack gap="xs">
            <Text>{t('quotes.stale_text')}</Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('quotes.stale_plan')}</Table.Th>
                  <Table.Th scope="col">{t('quotes.stale_then')}</Table.Th>
                  <Table.Th scope="col">{t('quotes.stale_now')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.plans.map((plan) => (
                  <Table.Tr key={plan.plan_id}>
                    <Table.Th scope="row">{plan.plan_name}</Table.Th>
                    <Table.Td>{money(plan.quoted_price)}</Table.Td>
                    <Table.Td>
                      {plan.current_price === null ? t('quotes.not_available') : money(plan.current_price)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Alert>
      )}

      <Stack component="section" gap="sm" aria-labelledby="quote-plans-title">
        <Title order={2} size="h3" id="quote-plans-title">
          {t('quotes.plans_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {shown.map((plan) => (
            <Card key={plan.plan_id} withBorder radius="md" component="article" aria-label={plan.plan_name}>
              <Text fw={600}>{plan.plan_name}</Text>
              <Text>{t('quotes.per_month', { price: money(plan.current_price ?? plan.quoted_price) })}</Text>
            </Card>
          ))}
        </SimpleGrid>
        {hidden > 0 && <Text>{t('quotes.more_plans', { count: hidden })}</Text>}
        <Text fw={600}>{t('quotes.total', { price: money(view.current_total ?? view.quoted_total) })}</Text>
      </Stack>

      {view.rep && (
        <Paper component="section" withBorder p="md" radius="md" aria-labelledby="quote-rep-title">
          <Title order={2} size="h4" id="quote-rep-title">
            {t('quotes.rep_title')}
          </Title>
          <Text>{view.rep.name}</Text>
          {view.rep.email && <Text>{t('quotes.rep_email', { email: view.rep.email })}</Text>}
          {view.rep.phone && <Text>{t('quotes.rep_phone', { phone: view.rep.phone })}</Text>}
        </Paper>
      )}

      {view.quote_status === 'accepted' && <Text>{t('quotes.answered_accepted')}</Text>}
      {view.quote_status === 'declined' && <Text>{t('quotes.answered_declined')}</Text>}
      {answer.error && (
        <Alert color="red" role="alert">
          {answer.error.message}
        </Alert>
      )}
      <Group>
        <Button onClick={() => respond(1)} loading={answer.isPending && answer.variables?.quote_status === 1}>
          {t('quotes.accept')}
        </Button>
        <Button
          variant="default"
          onClick={() => respond(0)}
          loading={answer.isPending && answer.variables?.quote_status === 0}
        >
          {t('quotes.decline')}
        </Button>
      </Group>
    </Stack>
  );
}
