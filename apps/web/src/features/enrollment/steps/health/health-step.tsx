// The applicant's health step (spec 001 sections 2, 4, 5): the heading Primary Health Questions,
// the questions block (HealthQuestionsFields) started from the answers on file, Back and Next;
// Next checks the contract's rules, saves, and goes on; the server's errors show beside their
// nested fields.

import '../../step-words';
import { Alert, Text, Title } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { type HealthQuestionsData, HealthQuestionsFields, type SavedHealth } from './health-questions-fields';
import { useHealthSave } from './use-health-save';

interface Props extends StepFrameProps {
  questions: HealthQuestionsData;
  saved: SavedHealth | null;
}

export function HealthStep({ enrollmentId, questions, saved, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  const { form, submit, problem, saving } = useHealthSave({ enrollmentId, questions, saved, onDone, registerForm });

  return (
    <FormProvider {...form}>
      <StepFrame
        onSubmit={(event) => void submit(event)}
        gap="lg"
        problem={problem}
        onBack={onBack}
        next={{ label: t('health.next'), loading: saving }}
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
