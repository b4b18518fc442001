// The contact step as the wizard's frame shows it: it loads its configured fields and the contacts
// already verified, then renders.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFrameProps } from '../step-frame';
import { useContactFields } from './api/contact-step';
import { ContactStep } from './contact-step';

export function ContactStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const fields = useContactFields(props.enrollmentId);
  if (fields.isPending) return <Loader role="status" aria-label={t('contact.loading')} />;
  if (fields.isError) return <Alert color="red">{fields.error.message}</Alert>;
  return <ContactStep fields={fields.data.result} verifiedContacts={fields.data.verified_contacts} {...props} />;
}
