// The personal step as the wizard's frame shows it: it loads its configured fields, then renders.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFrameProps } from '../step-frame';
import { usePersonalFields } from './api/personal-step';
import { PersonalStep } from './personal-step';

export function PersonalStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = usePersonalFields(props.enrollmentId);
  if (fields.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <PersonalStep fields={fields.data.result} {...props} />;
}
