// The agreement step as the wizard's frame shows it: it loads its texts and verification fields, then renders.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFrameProps } from '../step-frame';
import { AgreementStep } from './agreement-step';
import { useAgreementFields, useAgreementTexts } from './api/agreement-step';

export function AgreementStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const texts = useAgreementTexts(props.enrollmentId);
  const fields = useAgreementFields(props.enrollmentId);
  if (texts.isPending || fields.isPending) return <Loader role="status" aria-label={t('agreement.loading')} />;
  if (texts.isError) return <Alert color="red">{texts.error.message}</Alert>;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  // A new text (another language, a changed cart) is a new form: its boxes are ticked again.
  return <AgreementStep key={texts.data.text_sha256} texts={texts.data} fields={fields.data.result} {...props} />;
}
