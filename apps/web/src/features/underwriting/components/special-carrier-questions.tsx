// A special carrier's questions, answered before the plan's cart buttons show: each must be
// answered ('Please answer all questions'), and yes where only a yes lets the applicant continue
// ('Please answer yes in order to continue', beside that question).
import { type SpecialCarrierQuestion, specialCarrierAnswersFor } from '@benefit-store/contract/underwriting';
import { Alert, Button, Group, Radio, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { useSaveAflacAnswers } from '../api/aflac-questions';

export function SpecialCarrierQuestions({
  enrollmentId,
  planId,
  questions,
  onDone,
}: {
  enrollmentId: string;
  planId: string;
  questions: readonly SpecialCarrierQuestion[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAflacAnswers();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = questions
      .filter((question) => answers[question.qid] !== undefined)
      .map((question) => ({
        qid: question.qid,
        true_condition: answers[question.qid] === '1' ? (1 as const) : (0 as const),
      }));
    const parsed = specialCarrierAnswersFor(questions).safeParse(given);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      let general: string | undefined;
      for (const issue of parsed.error.issues) {
        const index = issue.path[0];
        const answer = typeof index === 'number' ? given[index] : undefined;
        if (answer) found[answer.qid] = t(issue.message);
        else general = t(issue.message);
      }
      setErrors(found);
      setFormError(general);
      return;
    }
    setErrors({});
    setFormError(undefined);
    save.mutate(
      { enrollment_id: enrollmentId, plan_id: planId, aflac_data: given },
      {
        onSuccess: onDone,
        onError: (failure) => setFormError(failure instanceof ApiError ? failure.message : String(failure)),
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby={`carrier-${planId}`} gap="md">
      <Title order={2} id={`carrier-${planId}`}>
        {t('health.carrier_title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {questions.map((question, index) => (
            <Radio.Group
              key={question.qid}
              label={`${index + 1}. ${question.question}`}
              value={answers[question.qid] ?? ''}
              onChange={(value) => setAnswers((all) => ({ ...all, [question.qid]: value }))}
              error={errors[question.qid]}
              withAsterisk
            >
              <Group mt="xs">
                <Radio value="1" label={t('health.yes')} />
                <Radio value="0" label={t('health.no')} />
              </Group>
            </Radio.Group>
          ))}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('health.carrier_submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
