// The health questions block (spec 001 sections 2, 3, 5, 9), one component for the applicant's
// step and for each dependent: the yes/no questions, a yes revealing its condition entry (the
// standard fields; 146 and 147 the physician's; 145 none), the medication question with up to 3
// medications, and Additional Notes. It lives inside any react-hook-form form (under a
// FormProvider) at a field-name prefix: '' for the applicant, 'health_info.' for a dependent.
import '../../step-words';
import { healthAnswers, layoutOf, settleHealthAnswers } from '@benefit-store/contract/enrollment-health';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type FieldValues, get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DobField, fieldErrorText } from '../../../../shared/forms/form-kit';

export interface HealthQuestionText {
  question_id: string;
  question_text: string;
}

/** The questions as get-health-questions-* answer them (`codition_questions`, spelt so). */
export interface HealthQuestionsData {
  codition_questions: readonly HealthQuestionText[];
  medication_question: HealthQuestionText | null;
}

type Flag = '' | '0' | '1';

const conditionFieldNames = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
  'condition',
  'status',
  'last_seen_by_physician',
  'physician_name',
  'address',
  'phone',
] as const;
type ConditionField = (typeof conditionFieldNames)[number];
type ConditionValues = Record<ConditionField, string>;
const isConditionField = (name: string): name is ConditionField => conditionFieldNames.some((field) => field === name);

interface MedicationValues {
  medication: string;
  dosage: string;
  medical_condition: string;
}

/** The block's values as the form holds them (text everywhere, '' for unanswered). */
export interface HealthValues {
  condition_questions: { question_id: string; yes_no_flag: Flag; conditions: ConditionValues[] }[];
  medication_question?: { question_id: string; yes_no_flag: Flag; medications: MedicationValues[] };
  notes: string;
}

/** Health answers as the server showed them (get-existing-primary-health-info, a dependent on file). */
export interface SavedHealth {
  condition_questions: readonly {
    question_id: string;
    yes_no_flag: number;
    conditions: readonly Record<string, string | number>[];
  }[];
  medication_question: {
    question_id: string;
    yes_no_flag: number;
    medications: readonly { medication: string; dosage: string; medical_condition: string }[];
  } | null;
  notes: string | null;
}

const medicationRows = 3;
const flagOf = (value: number | undefined): Flag => (value === 1 ? '1' : value === 0 ? '0' : '');
const emptyCondition = (): ConditionValues => ({
  health_condition: '',
  date_of_onset: '',
  date_of_recovery: '',
  is_treatment: '',
  is_medicate: '',
  d_last_seen: '',
  symptoms: '',
  condition: '',
  status: '',
  last_seen_by_physician: '',
  physician_name: '',
  address: '',
  phone: '',
});
const emptyMedication = (): MedicationValues => ({ medication: '', dosage: '', medical_condition: '' });

/** The block's starting values: one row per question, filled from `saved` where it answers. */
export function healthValuesOf(questions: HealthQuestionsData, saved?: SavedHealth | null): HealthValues {
  const answers = new Map(saved?.condition_questions.map((answer) => [answer.question_id, answer]));
  const medication = questions.medication_question;
  const savedMedication =
    saved?.medication_question?.question_id === medication?.question_id ? saved?.medication_question : null;
  return {
    condition_questions: questions.codition_questions.map((question) => {
      const answer = answers.get(question.question_id);
      const entry = emptyCondition();
      for (const [name, value] of Object.entries(answer?.conditions[0] ?? {}))
        if (isConditionField(name)) entry[name] = String(value);
      return { question_id: question.question_id, yes_no_flag: flagOf(answer?.yes_no_flag), conditions: [entry] };
    }),
    ...(medication
      ? {
          medication_question: {
            question_id: medication.question_id,
            yes_no_flag: flagOf(savedMedication?.yes_no_flag),
            medications: Array.from({ length: medicationRows }, (_, index) => {
              const item = savedMedication?.medications[index];
              return item
                ? { medication: item.medication, dosage: item.dosage, medical_condition: item.medical_condition }
                : emptyMedication();
            }),
          },
        }
      : {}),
    notes: saved?.notes ?? '',
  };
}

/** The contract's health answers read from the block's values (a no without its entry, empty medications dropped). */
export const healthFormSchema = z.preprocess(settleHealthAnswers, healthAnswers);

/** Whether a server error's target is one of the block's fields at `prefix`. */
export const isHealthTarget = (prefix: string, target: string) =>
  target.startsWith(`${prefix}condition_questions.`) ||
  target.startsWith(`${prefix}medication_question`) ||
  target === `${prefix}notes`;

/** A yes/no radio group whose label is the question (the group's accessible name). */
function YesNo({ name, label, required = true }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<FieldValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          ref={field.ref}
          label={label}
          required={required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={fieldErrorText(t, get(formState.errors, name))}
        >
          <Group mt="xs">
            <Radio value="1" label={t('health.yes')} />
            <Radio value="0" label={t('health.no')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** The condition entry a yes reveals, in the question's layout. */
function ConditionEntry({ at, questionId }: { at: string; questionId: string }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<FieldValues>();
  const name = (field: string) => `${at}.conditions.0.${field}`;
  const error = (field: string) => fieldErrorText(t, get(formState.errors, name(field)));
  const text = (field: string, required = false, extra: { inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <TextInput
      label={t(`health.${field}`)}
      required={required}
      {...extra}
      {...register(name(field))}
      error={error(field)}
    />
  );
  const day = (field: string, required = false) => (
    <DobField
      control={control}
      name={name(field)}
      label={t(`health.${field}`)}
      required={required}
      error={error(field)}
    />
  );
  if (layoutOf(questionId) === 'physician')
    return (
      <Fieldset legend={t('health.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('condition', true)}
          {text('status', true)}
          {day('last_seen_by_physician')}
          {day('date_of_recovery')}
          {text('physician_name', true)}
          {text('phone', false, { inputMode: 'numeric', maxLength: 10 })}
        </SimpleGrid>
        <TextInput mt="sm" label={t('health.address')} {...register(name('address'))} error={error('address')} />
      </Fieldset>
    );
  return (
    <Fieldset legend={t('health.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('health_condition', true)}
        {day('date_of_onset', true)}
        {day('date_of_recovery')}
        {day('d_last_seen')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <YesNo name={name('is_treatment')} label={t('health.is_treatment')} required={false} />
        <YesNo name={name('is_medicate')} label={t('health.is_medicate')} required={false} />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('health.symptoms')}
        rows={2}
        {...register(name('symptoms'))}
        error={error('symptoms')}
      />
    </Fieldset>
  );
}

function ConditionQuestion({ at, question }: { at: string; question: HealthQuestionText }) {
  const answer = useWatch({ name: `${at}.yes_no_flag` });
  return (
    <Stack gap="xs">
      <YesNo name={`${at}.yes_no_flag`} label={question.question_text} />
      {answer === '1' && layoutOf(question.question_id) !== 'yes_no' && (
        <ConditionEntry at={at} questionId={question.question_id} />
      )}
    </Stack>
  );
}

function MedicationQuestion({ at, question }: { at: string; question: HealthQuestionText }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<FieldValues>();
  const answer = useWatch({ name: `${at}.yes_no_flag` });
  const row = (index: number) => {
    const name = (field: string) => `${at}.medications.${index}.${field}`;
    const error = (field: string) => fieldErrorText(t, get(formState.errors, name(field)));
    return (
      <Fieldset
        key={index}
        legend={t(index === 0 ? 'health.medication_row' : 'health.medication_optional', { n: index + 1 })}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('health.medication')}
            required={index === 0}
            {...register(name('medication'))}
            error={error('medication')}
          />
          <TextInput label={t('health.dosage')} {...register(name('dosage'))} error={error('dosage')} />
          <TextInput
            label={t('health.medical_condition')}
            {...register(name('medical_condition'))}
            error={error('medical_condition')}
          />
        </SimpleGrid>
      </Fieldset>
    );
  };
  return (
    <Stack gap="xs">
      <YesNo name={`${at}.yes_no_flag`} label={question.question_text} />
      {answer === '1' && Array.from({ length: medicationRows }, (_, index) => row(index))}
    </Stack>
  );
}

/** The questions, the medication question and Additional Notes, at `prefix` of the surrounding form. */
export function HealthQuestionsFields({ questions, prefix = '' }: { questions: HealthQuestionsData; prefix?: string }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<FieldValues>();
  return (
    <Stack gap="lg">
      {questions.codition_questions.map((question, index) => (
        <ConditionQuestion
          key={question.question_id}
          at={`${prefix}condition_questions.${index}`}
          question={question}
        />
      ))}
      {questions.medication_question && (
        <MedicationQuestion at={`${prefix}medication_question`} question={questions.medication_question} />
      )}
      <Textarea
        label={t('health.notes')}
        rows={3}
        maxLength={4000}
        {...register(`${prefix}notes`)}
        error={fieldErrorText(t, get(formState.errors, `${prefix}notes`))}
      />
    </Stack>
  );
}
