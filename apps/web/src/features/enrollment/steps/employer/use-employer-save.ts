// The employer step's form and saves: Next checks the contract's rules under the configuration and
// saves (a phone the server could not verify offers Skip Phone Validation); Skip is recorded as a
// skip; Save & Continue Later sends what is typed, without the form's rules (a draft, decision 0042).
import type { EmployerInfo } from '@benefit-store/contract/enrollment-employer';
import { employerSchemaFor } from '@benefit-store/contract/enrollment-employer';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../../shared/api/client';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { useSaveEmployer, useSkipEmployer } from './api/employer-step';
import {
  type EmployerFieldName,
  type EmployerValues,
  employerDefaults,
  employerFieldNames,
  employerInputOf,
} from './employer-values';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isField = (target: string): target is EmployerFieldName =>
  employerFieldNames.some((name) => name === target) || target.startsWith('holiday_policy');

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  fields: readonly FormField[];
}

export function useEmployerSave({ enrollmentId, fields, onDone, registerForm }: Inputs) {
  const save = useSaveEmployer();
  const skip = useSkipEmployer();
  const [problem, setProblem] = useState<string>();
  const schema = z.preprocess(
    (values) => (isRecord(values) ? employerInputOf(values) : values),
    employerSchemaFor(fields),
  );
  const defaults = employerDefaults(fields);
  const form = useForm<EmployerValues, unknown, EmployerInfo>({
    resolver: contractResolver(schema),
    defaultValues: defaults,
  });
  // The skip box once the server could not verify the phone (the form checked its 10 digits first).
  const [phoneRefused, setPhoneRefused] = useState(defaults.skip_validation_phone);
  registerForm(
    () => employerInputOf(form.getValues()),
    (failure) => setProblem(applyServerErrors(failure, isField, form.setError)),
  );

  const submit = form.handleSubmit(async (info) => {
    setProblem(undefined);
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, ...info });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.some((item) => item.target_element === 'phone'))
        setPhoneRefused(true);
      setProblem(applyServerErrors(failure, isField, form.setError));
      return;
    }
    onDone();
  });
  const onSkip = async () => {
    setProblem(undefined);
    try {
      await skip.mutateAsync(enrollmentId);
    } catch (failure) {
      setProblem(applyServerErrors(failure, isField, form.setError));
      return;
    }
    onDone();
  };

  return { form, submit, onSkip, problem, phoneRefused, saving: save.isPending, skipping: skip.isPending };
}
