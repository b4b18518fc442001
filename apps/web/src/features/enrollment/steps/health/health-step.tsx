// The applicant's health step (spec 001 sections 2, 4, 5): the heading Primary Health Questions,
// the questions block (HealthQuestionsFields) started from the answers on file, Back and Next;
// Next checks the contract's rules, saves, and goes on; the server's errors show beside their
// nested fields.

import '../../step-words';
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import type { HealthAnswers } from '@benefit-store/contract/enrollment-health';
import { Alert, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { useSaveHealth } from './api/health-step';
import {
  type HealthQuestionsData,
  HealthQuestionsFields,
  healthFormSchema,
  healthValuesOf,
  isHealthTarget,
  type SavedHealth,
} from './health-questions-fields';

interface Props extends StepFrameProps {
  questions: HealthQuestionsData;
  saved: SavedHealth | null;
}

/** The answers as the save sends them, read from the form as it stands (Save & Continue Later). */
export const healthPayloadOf = (values: Record<string, unknown>): Record<string, unknown> => {
  const parsed = healthFormSchema.safeParse(withoutEmpty(values));
  return parsed.success ? parsed.data : values;
};

export function HealthStep({ enrollmentId, questions, saved, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
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

  return (
    <FormProvider {...form}>
      <StepFrame
        onSubmit={(event) => void submit(event)}
        gap="lg"
        problem={problem}
        onBack={onBack}
        next={{ label: t('health.next'), loading: save.isPending }}
      >
        <Title order={2}>{t('health.title')}</Title>
        <Text>{t('health.intro')}</Text>
        {questions.codition_questions.length === 0 && !questions.medication_question && (
          <Alert color="blue">{t('health.none')}</Alert>
        )}
        <HealthQuestionsFields questions={questions} />
      </StepFrame>
    </FormProvider>
  );
}
