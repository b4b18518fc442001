// The employer step as the wizard's frame shows it: it loads its configured fields and whether the
// cart's plan lets it be skipped (IHA), then renders.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFrameProps } from '../step-frame';
import { useCartPlanInfo, useEmployerFields } from './api/employer-step';
import { EmployerStep } from './employer-step';

export function EmployerStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useEmployerFields(props.enrollmentId);
  const cart = useCartPlanInfo(props.enrollmentId);
  if (fields.isPending || cart.isPending) return <Loader role="status" aria-label={t('employer.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <EmployerStep fields={fields.data.result} skippable={cart.data?.is_IHA === true} {...props} />;
}
