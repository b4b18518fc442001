// The beneficiary step as the wizard's frame shows it: it loads its configured fields and the
// beneficiaries on file, then renders.
import type { Beneficiary } from '@benefit-store/contract/enrollment-beneficiaries';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFrameProps } from '../step-frame';
import { useBeneficiaries, useBeneficiaryFields } from './api/beneficiary-step';
import { BeneficiaryStep } from './beneficiary-step';

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
