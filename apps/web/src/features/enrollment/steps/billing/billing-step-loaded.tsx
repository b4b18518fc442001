// The billing step as the wizard's frame shows it: it loads its fields, the payment types, the
// banks, cards and bill dates, the descriptor and the contact address, then renders.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFrameProps } from '../step-frame';
import {
  useBanksOnFile,
  useBillDates,
  useBillingFields,
  useBillingText,
  useCardsOnFile,
  useContactAddress,
  usePaymentMethods,
} from './api/billing-step';
import { BillingStep } from './billing-step';

export function BillingStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useBillingFields(props.enrollmentId);
  const methods = usePaymentMethods(props.enrollmentId);
  const banks = useBanksOnFile(props.enrollmentId);
  const cards = useCardsOnFile(props.enrollmentId);
  const dates = useBillDates(props.enrollmentId);
  const text = useBillingText(props.enrollmentId);
  const contact = useContactAddress(props.enrollmentId);
  const loading = [fields, methods, banks, cards, dates, text, contact].some((query) => query.isPending);
  if (loading) return <Loader role="status" aria-label={t('billing.loading')} />;
  const failed = [fields, methods, dates].find((query) => query.isError)?.error;
  if (failed || !fields.data || !methods.data || !dates.data)
    return <Alert color="red">{failed?.message ?? t('billing.loading')}</Alert>;
  // Banks and cards on file, the descriptor and the contact address are extras: without them the
  // form still takes a new payment.
  return (
    <BillingStep
      fields={fields.data.result}
      configured={methods.data.result}
      banks={banks.data?.result ?? []}
      cards={cards.data?.result ?? []}
      billDates={dates.data.result.map((item) => item.bill_date)}
      descriptor={text.data?.result}
      contactAddress={contact.data ?? null}
      {...props}
    />
  );
}
