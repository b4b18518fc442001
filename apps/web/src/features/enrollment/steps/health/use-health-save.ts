// The applicant's health step's form and save: Next checks the contract's rules and saves; the
// server's errors show beside their nested fields; Save & Continue Later reads the answers as the
// save sends them.

import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import type { HealthAnswers } from '@benefit-store/contract/enrollment-health';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { useSaveHealth } from './api/health-step';
import {
  type HealthQuestionsData,
  healthFormSchema,
  healthValuesOf,
  isHealthTarget,
  type SavedHealth,
} from './health-questions-fields';

/** The answers as the save sends them, read from the form as it stands (Save & Continue Later). */
export const healthPayloadOf = (values: Record<string, unknown>): Record<string, unknown> => {
  const parsed = healthFormSchema.safeParse(withoutEmpty(values));
  return parsed.success ? parsed.data : values;
};

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  questions: HealthQuestionsData;
  saved: SavedHealth | null;
}

export function useHealthSave({ enrollmentId, questions, saved, onDone, registerForm }: Inputs) {
  const save = useSaveHealth();
  const [problem, setProblem] = useState<string>();
  // Field names are the block's nested paths (condition_questions.N.conditions.0.field), as the server names them.
  const form = useForm<FieldValues, unknown, HealthAnswers>({
    resolver: contractResolver(healthFormSchema),
    defaultValues: healthValuesOf(questions, saved),
  });
  const showErrors = (failure: unknown) =>
    setProblem(applyServerErrors(failure, (target): target is string => isHealthTarget('', target), form.setError));
  registerForm(() => healthPayloadOf(form.getValues()), showErrors);

  const submit = form.handleSubmit(async (answers) => {
    setProblem(undefined);
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, ...answers });
    } catch (failure) {
      showErrors(failure);
      return;
    }
    onDone();
  });

  return { form, submit, problem, saving: save.isPending };
}
