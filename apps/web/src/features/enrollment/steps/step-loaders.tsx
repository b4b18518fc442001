// The contact, employer, beneficiary and billing steps as the wizard's frame shows them: each loads what its
// form starts from (its configured fields, whether staff may skip checks, the IHA skip, the
// beneficiaries on file, the payment types, banks, cards and bill dates), then renders.
import type { Beneficiary } from '@benefit-store/contract/enrollment-beneficiaries';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '../../../shared/api/auth-session';
import type { ApiError } from '../../../shared/api/client';
import { useBeneficiaries, useBeneficiaryFields } from './beneficiaries/api/beneficiary-step';
import { BeneficiaryStep } from './beneficiaries/beneficiary-step';
import {
  useBanksOnFile,
  useBillDates,
  useBillingFields,
  useBillingText,
  useCardsOnFile,
  useContactAddress,
  usePaymentMethods,
} from './billing/api/billing-step';
import { BillingStep } from './billing/billing-step';
import { useContactFields } from './contact/api/contact-step';
import { ContactStep } from './contact/contact-step';
import { useCartPlanInfo, useEmployerFields } from './employer/api/employer-step';
import { EmployerStep } from './employer/employer-step';

/** What the frame gives every step. */
export interface StepFrameProps {
  enrollmentId: string;
  onBack: () => void;
  onDone: () => void;
  /** The step gives the frame its form as it stands, and how to show the server's errors of it. */
  registerForm: (read: () => Record<string, unknown>, showErrors?: (error: ApiError) => void) => void;
}

export function ContactStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useContactFields(props.enrollmentId);
  const staff = useAuthSession().data?.signed_in === true;
  if (fields.isPending) return <Loader aria-label={t('contact.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <ContactStep fields={fields.data.result} staff={staff} {...props} />;
}

export function EmployerStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useEmployerFields(props.enrollmentId);
  const cart = useCartPlanInfo(props.enrollmentId);
  if (fields.isPending || cart.isPending) return <Loader aria-label={t('employer.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <EmployerStep fields={fields.data.result} skippable={cart.data?.is_IHA === true} {...props} />;
}

export function BeneficiaryStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useBeneficiaryFields(props.enrollmentId);
  const saved = useBeneficiaries(props.enrollmentId);
  if (fields.isPending || saved.isPending) return <Loader aria-label={t('beneficiary.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  // The list on file: an existing member's or this enrollment's; none when it cannot be read.
  const list: Beneficiary[] = (saved.data?.result ?? []).map(({ middle_name, ssn, ...item }) => ({
    ...item,
    ...(middle_name ? { middle_name } : {}),
    ...(ssn ? { ssn } : {}),
  }));
  return <BeneficiaryStep fields={fields.data.result} saved={list} {...props} />;
}

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
  if (loading) return <Loader aria-label={t('billing.loading')} />;
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
