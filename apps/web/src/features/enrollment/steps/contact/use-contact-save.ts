// The contact step's form and save: the configuration's rules on the form as the contract reads it;
// Next runs the email and phone checks not yet passed, then saves; the server's errors show beside
// their fields (an email or phone error under its field only). Save & Continue Later reads the form
// as it stands.
import { type ContactInfo, contactForm } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { configuredSchema } from '@benefit-store/contract/step-fields';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../../shared/api/client';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { useSaveContact } from './api/contact-step';
import {
  type ContactFieldName,
  type ContactValues,
  contactDefaults,
  contactInputOf,
  isContactField,
} from './contact-values';
import type { OtpChannel } from './otp-modal';
import { channels, fieldOf, useContactChecks } from './use-contact-checks';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  fields: readonly FormField[];
  verifiedContacts: readonly OtpChannel[];
}

export function useContactSave({ enrollmentId, fields, verifiedContacts, onDone, registerForm }: Inputs) {
  const save = useSaveContact();
  const [problem, setProblem] = useState<string>();
  const schema = z.preprocess(
    (values) => (isRecord(values) ? contactInputOf(values) : values),
    configuredSchema(contactForm, fields),
  );
  const form = useForm<ContactValues, unknown, ContactInfo>({
    resolver: contractResolver(schema),
    defaultValues: contactDefaults(fields),
  });
  registerForm(
    () => contactInputOf(form.getValues()),
    (failure) => setProblem(applyServerErrors(failure, isContactField, form.setError)),
  );
  const checks = useContactChecks({ form, fields, verifiedContacts });

  const submit = form.handleSubmit(async (info) => {
    setProblem(undefined);
    if (!(await checks.allPass())) return;
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, ...info });
    } catch (failed) {
      checks.saveRefused(failed);
      const isOther = (target: string): target is ContactFieldName =>
        isContactField(target) && target !== 'email_address' && target !== 'phone_number';
      const other = applyServerErrors(failed, isOther, form.setError);
      // An email or phone error shows under its field only.
      const underContact =
        failed instanceof ApiError &&
        failed.fieldErrors.some((item) => channels.some((channel) => item.target_element === fieldOf[channel]));
      setProblem(underContact ? undefined : other);
      return;
    }
    onDone();
  });

  return { form, checks, submit, problem, saving: save.isPending || form.formState.isSubmitting };
}

export type ContactForm = ReturnType<typeof useContactSave>['form'];
