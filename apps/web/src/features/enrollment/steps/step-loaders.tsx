// The employer and beneficiary steps as the wizard's frame shows them: each loads what its form
// starts from (its configured fields, the IHA skip, the beneficiaries on file), then renders.
import type { Beneficiary } from '@benefit-store/contract/enrollment-beneficiaries';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeneficiaries, useBeneficiaryFields } from './beneficiaries/api/beneficiary-step';
import { BeneficiaryStep } from './beneficiaries/beneficiary-step';
import { useCartPlanInfo, useEmployerFields } from './employer/api/employer-step';
import { EmployerStep } from './employer/employer-step';

/** What the frame gives every step. */
export interface StepFrameProps {
  enrollmentId: string;
  onBack: () => void;
  onDone: () => void;
  registerForm: (read: () => Record<string, unknown>) => void;
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
