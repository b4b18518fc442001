// The receipt (/enrollment/receipt/, /{landingUrl}/enrollment/receipt/; spec 001 sections 2, 3, 4):
// "Dear {name}, Thank you", the confirmation number, the note about the Enrollment Receipt email,
// the first invoice (generated once, then linked), a print-friendly layout, and Return to homepage:
// with an open type stored, the referral's page or /; else by process type (rep /agent-home,
// applicant /member-home, group /group-home). The enrollment id is forgotten once the receipt loads;
// the completed one is kept, so its receipt opens again.
import '../step-words';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SessionValues, useSession } from '../../../shared/session/session-store';
import { useFormatDay } from '../../../shared/ui/format-day';
import { usePageTitle } from '../../../shared/ui/page-title';
import { blobPath, useInvoice, useReceipt } from '../review/api/review-calls';
import classes from '../review/receipt.module.css';

/** Spec 001, Receipt: where Return to homepage goes. */
export function homeAfterReceipt(session: Pick<SessionValues, 'open_type' | 'referral' | 'eprocess'>): string {
  if (session.open_type !== null)
    return session.referral ? `/referrals?rid=${encodeURIComponent(session.referral.id)}` : '/';
  if (session.eprocess === 'rep') return '/agent-home';
  if (session.eprocess === 'group') return '/group-home';
  // An applicant, or a visitor who quoted on the store's own pages (no process stored): the same.
  return '/member-home';
}

function Invoice({
  enrollmentId,
  policyId,
  effectiveDate,
  invoiceId,
}: {
  enrollmentId: string;
  policyId: string;
  effectiveDate: string;
  invoiceId: string | null;
}) {
  const { t } = useTranslation();
  const invoice = useInvoice();
  const { mutate } = invoice;
  useEffect(() => {
    if (invoiceId === null) mutate({ enrollment_id: enrollmentId, policy_id: policyId, effectiveDate });
  }, [enrollmentId, policyId, effectiveDate, invoiceId, mutate]);
  const id = invoiceId ?? invoice.data?.invoice_id;
  if (id) return <Anchor href={blobPath(id)}>{t('receipt.invoice')}</Anchor>;
  if (invoice.isError) return <Text>{t('receipt.invoice_failed')}</Text>;
  return <Text>{t('receipt.invoice_preparing')}</Text>;
}

export default function ReceiptPage() {
  const { t } = useTranslation();
  const day = useFormatDay();
  usePageTitle(t('receipt.title'));
  const session = useSession();
  // The enrollment this receipt is of, kept for the page: the session's id is forgotten once it
  // loads, and kept as the one completed, so the receipt opens again (a reload, a return).
  const [enrollmentId] = useState(() => session.tempId ?? session.completed_id);
  const receipt = useReceipt(enrollmentId);
  const setSession = session.set;
  const loaded = receipt.isSuccess;
  useEffect(() => {
    if (loaded) setSession({ tempId: null, completed_id: enrollmentId });
  }, [loaded, enrollmentId, setSession]);
  const home = homeAfterReceipt(session);

  if (enrollmentId === null || receipt.isError)
    return (
      <Stack py="lg" gap="md" align="flex-start">
        <Title order={1}>{t('receipt.title')}</Title>
        <Text>{t('receipt.none')}</Text>
        <Button component={Link} to={home}>
          {t('receipt.home')}
        </Button>
      </Stack>
    );
  if (receipt.isPending) return <Loader role="status" aria-label={t('receipt.loading')} />;
  const data = receipt.data;
  return (
    <Stack py="lg" gap="lg" className={classes.receipt} data-receipt>
      <Title order={1}>{t('receipt.dear', { name: data.name })}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>
            {t('receipt.confirmation')}:{' '}
            <Text component="strong" fw={700} className={classes.confirmation}>
              {data.policy_id}
            </Text>
          </Text>
          <Text>
            {t('receipt.effective_date')}: {day(data.effective_date)}
          </Text>
          <Text>{t('receipt.email_note')}</Text>
          <div className={classes.noPrint}>
            <Invoice
              enrollmentId={enrollmentId}
              policyId={data.policy_id}
              effectiveDate={data.effective_date}
              invoiceId={data.invoice_id}
            />
          </div>
        </Stack>
      </Paper>
      <Group className={classes.noPrint}>
        <Button variant="default" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button component={Link} to={home}>
          {t('receipt.home')}
        </Button>
      </Group>
    </Stack>
  );
}
