// A plan's health questions (spec 000 section 2): numbered yes/no questions; a yes may ask who it
// is about, checkboxes in groups (A. Prior to age 60, B. Prior to age 75) or up to two treatment
// blocks. Every question must be answered ('Please answer all questions'); a declining answer
// shows as an error; saved answers report the server's success message.
import { type HealthQuestion, healthAnswersFor } from '@benefit-store/contract/underwriting';
import { Alert, Button, Checkbox, Group, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { useQuestions } from '../api/get-questions';
import { useSaveAnswers } from '../api/save-question-answers';
import { emptyTreatment, TreatmentDetails, type TreatmentDraft } from './treatment-details';

interface Draft {
  yes: string;
  who: string;
  checks: string[];
  details: TreatmentDraft[];
}
const emptyDraft: Draft = { yes: '', who: '', checks: [], details: [emptyTreatment] };

/**
 * Treatment blocks are asked only where the question requires them: a 'detail' question whose yes
 * declines the plan (146, 202) does not, so a yes there opens nothing before the decline.
 */
const needsDetail = (question: HealthQuestion) => question.require_detail;
const filled = (detail: TreatmentDraft) =>
  Object.fromEntries(Object.entries(detail).filter(([, text]) => text.trim() !== ''));

/** The answer as the contract reads it; unanswered questions keep no yes_no_flag. */
function answerOf(question: HealthQuestion, draft: Draft) {
  const answer = { question_id: question.question_id, yes_no_flag: draft.yes === '' ? undefined : draft.yes };
  if (draft.yes !== '1') return answer;
  return {
    ...answer,
    ...(question.question_sub_type === 'text_field' && draft.who.trim() ? { who: draft.who.trim() } : {}),
    ...(question.question_sub_type === 'checkbox' ? { checkbox_answers: draft.checks } : {}),
    ...(needsDetail(question) ? { detail: draft.details.map(filled).filter((d) => Object.keys(d).length > 0) } : {}),
  };
}

function groupLabel(t: (key: string) => string, group: string) {
  if (group.includes('60') || group.toUpperCase() === 'A') return t('health.prior_60');
  if (group.includes('75') || group.toUpperCase() === 'B') return t('health.prior_75');
  return group;
}

function CheckboxGroups({
  question,
  draft,
  onChange,
}: {
  question: HealthQuestion;
  draft: Draft;
  onChange: (checks: string[]) => void;
}) {
  const { t } = useTranslation();
  const groups = [...new Set(question.options.map((option) => option.option_group))];
  return (
    <Stack gap="xs">
      {groups.map((group) => {
        const options = question.options.filter((option) => option.option_group === group);
        const ids = options.map((option) => option.option_id);
        return (
          <Checkbox.Group
            key={group}
            label={groupLabel(t, group)}
            value={draft.checks.filter((id) => ids.includes(id))}
            onChange={(chosen) => onChange([...draft.checks.filter((id) => !ids.includes(id)), ...chosen])}
          >
            <Stack gap={4} mt={4}>
              {options.map((option) => (
                <Checkbox key={option.option_id} value={option.option_id} label={option.option_text} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      })}
    </Stack>
  );
}

export function HealthQuestions({
  enrollmentId,
  planId,
  onSaved,
}: {
  enrollmentId: string;
  planId: string;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const questions = useQuestions(enrollmentId, planId);
  const save = useSaveAnswers();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  // Each failed submit moves focus and scroll to the message saying why (a decline, or what is missing).
  const [failures, setFailures] = useState(0);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failures === 0) return;
    errorRef.current?.focus();
    errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [failures]);
  const fail = (message: string) => {
    setFormError(message);
    setFailures((count) => count + 1);
  };
  const list = questions.data?.result ?? [];
  const draftOf = (id: string) => drafts[id] ?? emptyDraft;
  const update = (id: string, change: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [id]: { ...draftOf(id), ...change } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answers = list.map((question) => answerOf(question, draftOf(question.question_id)));
    const parsed = healthAnswersFor(list.map((question) => question.question_id)).safeParse(answers);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [index, ...rest] = issue.path;
        const question = typeof index === 'number' ? list[index] : undefined;
        if (question && rest.length > 0) found[`${question.question_id}.${rest.join('.')}`] ??= issue.message;
      }
      setErrors(found);
      fail(t('underwriting.answer_all'));
      return;
    }
    setErrors({});
    setFormError(undefined);
    const sent = parsed.data.map((answer) => ({
      ...answer,
      yes_no_flag: answer.yes_no_flag === 1 ? (1 as const) : (0 as const),
    }));
    save.mutate(
      { enrollment_id: enrollmentId, plan_id: planId, answers: sent },
      {
        onSuccess: (data) => onSaved(data.success_message),
        onError: (failure) => fail(failure instanceof ApiError ? failure.message : String(failure)),
      },
    );
  };

  if (questions.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (questions.isError) return <Alert color="red">{questions.error.message}</Alert>;
  if (list.length === 0) return <Text>{t('health.no_questions')}</Text>;
  const errorAt = (id: string, path: string) =>
    errors[`${id}.${path}`] ? t(errors[`${id}.${path}`] ?? '') : undefined;
  return (
    <Stack component="section" aria-labelledby={`health-${planId}`} gap="md">
      <Title order={2} id={`health-${planId}`}>
        {t('health.title')}
      </Title>
      <Text>{t('health.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {formError && (
            <Alert color="red" role="alert" ref={errorRef} tabIndex={-1}>
              {formError}
            </Alert>
          )}
          {list.map((question, index) => {
            const id = question.question_id;
            const draft = draftOf(id);
            return (
              <Stack key={id} gap="xs">
                <Radio.Group
                  id={`question-${planId}-${id}`}
                  label={`${index + 1}. ${question.question_text}`}
                  value={draft.yes}
                  onChange={(yes) => update(id, { yes })}
                  error={errorAt(id, 'yes_no_flag')}
                  withAsterisk
                >
                  <Group mt="xs">
                    <Radio value="1" label={t('health.yes')} />
                    <Radio value="0" label={t('health.no')} />
                  </Group>
                </Radio.Group>
                {draft.yes === '1' && question.question_sub_type === 'text_field' && (
                  <TextInput
                    id={`answer-${planId}-${id}`}
                    // Named by the question it answers ("... If yes, say why."), then its own label.
                    aria-labelledby={`question-${planId}-${id}-label answer-${planId}-${id}-label`}
                    label={t('health.your_answer')}
                    value={draft.who}
                    maxLength={100}
                    onChange={(event) => update(id, { who: event.currentTarget.value })}
                    error={errorAt(id, 'who')}
                  />
                )}
                {draft.yes === '1' && question.question_sub_type === 'checkbox' && (
                  <CheckboxGroups question={question} draft={draft} onChange={(checks) => update(id, { checks })} />
                )}
                {draft.yes === '1' && needsDetail(question) && (
                  <TreatmentDetails
                    value={draft.details}
                    onChange={(details) => update(id, { details })}
                    errorOf={(at, field) => errorAt(id, `detail.${at}.${field}`)}
                  />
                )}
              </Stack>
            );
          })}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('health.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
