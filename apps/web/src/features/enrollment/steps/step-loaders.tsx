// The contact, employer, beneficiary, health, dependent and billing steps as the wizard's frame
// shows them: each loads what its form starts from (its configured fields, the IHA skip, the beneficiaries or health answers on file, the payment types, banks, cards
// and bill dates), then renders.
import type { Beneficiary } from '@benefit-store/contract/enrollment-beneficiaries';
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { useDynamicTabs } from '../api/wizard-calls';
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
import {
  useDependentForm,
  useDependentQuestions,
  useDependents,
  useHousehold,
  usePremier,
} from './dependents/api/dependent-step';
import { dependentOf } from './dependents/dependent-form';
import { DependentStep } from './dependents/dependent-step';
import { useCartPlanInfo, useEmployerFields } from './employer/api/employer-step';
import { EmployerStep } from './employer/employer-step';
import { useHealthOnFile, useHealthQuestions, useSaveHealth } from './health/api/health-step';
import { healthFormSchema, healthValuesOf } from './health/health-questions-fields';
import { HealthStep } from './health/health-step';

/** What the frame gives every step. */
export interface StepFrameProps {
  enrollmentId: string;
  /** Back by position, or undefined when the step shows no Back (the frame decides: `showsBack`). */
  onBack: (() => void) | undefined;
  onDone: () => void;
  /** The step gives the frame its form as it stands, and how to show the server's errors of it. */
  registerForm: (read: () => Record<string, unknown>, showErrors?: (error: ApiError) => void) => void;
}

export function ContactStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useContactFields(props.enrollmentId);
  if (fields.isPending) return <Loader role="status" aria-label={t('contact.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <ContactStep fields={fields.data.result} verifiedContacts={fields.data.verified_contacts} {...props} />;
}

export function EmployerStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useEmployerFields(props.enrollmentId);
  const cart = useCartPlanInfo(props.enrollmentId);
  if (fields.isPending || cart.isPending) return <Loader role="status" aria-label={t('employer.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <EmployerStep fields={fields.data.result} skippable={cart.data?.is_IHA === true} {...props} />;
}

export function BeneficiaryStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useBeneficiaryFields(props.enrollmentId);
  const saved = useBeneficiaries(props.enrollmentId);
  if (fields.isPending || saved.isPending) return <Loader role="status" aria-label={t('beneficiary.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  // The list on file: an existing member's or this enrollment's; none when it cannot be read.
  const list: Beneficiary[] = (saved.data?.result ?? []).map(({ middle_name, ssn, ...item }) => ({
    ...item,
    ...(middle_name ? { middle_name } : {}),
    ...(ssn ? { ssn } : {}),
  }));
  return <BeneficiaryStep fields={fields.data.result} saved={list} {...props} />;
}

/**
 * The health step: its questions and the answers on file. For an existing member's enrollment not
 * yet tracked (spec 001 section 4 "Health"), the member's answers on file are saved once as the
 * enrollment's own (saveExisting), `health_track` is set, and the saved answers are shown. Answers
 * on file that no longer fit the questions are left for the enroller to complete.
 */
export function HealthStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const { enrollmentId } = props;
  const questions = useHealthQuestions(enrollmentId);
  const onFile = useHealthOnFile(enrollmentId);
  const existingMember = useSession((state) => state.enroll_type) === 'existing-member';
  const tracked = useSession((state) => state.health_track) === enrollmentId;
  const setSession = useSession((state) => state.set);
  const save = useSaveHealth();
  const started = useRef(false);
  // Undefined while the answers on file are loading; null when there are none (or they cannot be read).
  const answersOnFile = onFile.isError ? null : onFile.data?.result;
  const asked = questions.data?.result;
  const savingExisting = existingMember && !tracked;
  useEffect(() => {
    if (!savingExisting || started.current || answersOnFile === undefined || asked === undefined) return;
    started.current = true;
    const answers = answersOnFile && healthFormSchema.safeParse(withoutEmpty(healthValuesOf(asked, answersOnFile)));
    const track = () => setSession({ health_track: enrollmentId });
    if (answers?.success) save.mutate({ enrollment_id: enrollmentId, ...answers.data }, { onSettled: track });
    else track();
  }, [savingExisting, answersOnFile, asked, enrollmentId, save, setSession]);
  if (questions.isPending || onFile.isPending || savingExisting)
    return <Loader role="status" aria-label={t('health.loading')} />;
  if (questions.isError) return <Alert color="red">{questions.error.message}</Alert>;
  return <HealthStep questions={questions.data.result} saved={onFile.data?.result ?? null} {...props} />;
}

export function DependentStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const form = useDependentForm(props.enrollmentId);
  const saved = useDependents(props.enrollmentId);
  const household = useHousehold(props.enrollmentId);
  const premier = usePremier(props.enrollmentId);
  const cart = useCartPlanInfo(props.enrollmentId);
  const tabs = useDynamicTabs(props.enrollmentId);
  const healthRequired =
    tabs.data?.result.some((tab) => tab.tab_name === 'primary_health_info' && tab.required) === true;
  const questions = useDependentQuestions(props.enrollmentId, healthRequired);
  const loads = [form, saved, household, premier, cart, tabs];
  if (loads.some((load) => load.isPending) || (healthRequired && questions.isPending))
    return <Loader role="status" aria-label={t('dependent.loading')} />;
  if (form.isError) return <Alert color="red">{form.error.message}</Alert>;
  if (household.isError) return <Alert color="red">{household.error.message}</Alert>;
  if (questions.isError) return <Alert color="red">{questions.error.message}</Alert>;
  const healthQuestions = healthRequired ? questions.data?.result : undefined;
  return (
    <DependentStep
      tier={household.data?.tier ?? 'IO'}
      plans={{ premier: premier.data?.result === true, iha: cart.data?.is_IHA === true }}
      healthNote={healthRequired && household.data?.type !== 'new-user'}
      fields={form.data?.result ?? []}
      healthQuestions={healthQuestions}
      disclaimer={form.data?.disclaimer ?? ''}
      disabilityOffered={form.data?.is_legally_disabled === true}
      saved={(saved.data ?? []).map((record) => dependentOf(record, healthQuestions))}
      {...props}
    />
  );
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
