// One dependent's form, to add or to edit (spec 001 sections 2, 3 and 5): names, gender, SSN, the
// relationship the tier gave (read-only), weight and height when the server asks them, date of
// birth, the legal-disability question with its condition; checked by the contract's rules as the
// server configures them, then by validate-single-dependent before the list takes it.
import { isoToUsDay } from '@benefit-store/contract/dates';
import {
  type Dependent,
  type DependentRecord,
  dependentForm,
  dependentPrimarySchemaFor,
  type Relationship,
} from '@benefit-store/contract/enrollment-dependents';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { fieldShown } from '@benefit-store/contract/step-fields';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, contractResolver, DobField, fieldErrorText } from '../../../../shared/forms/form-kit';
import { PopupFormActions } from '../../../../shared/ui/popup-form-actions';
import {
  type HealthQuestionsData,
  HealthQuestionsFields,
  type HealthValues,
  healthFormSchema,
  healthValuesOf,
  isHealthTarget,
} from '../health/health-questions-fields';
import { useValidateDependent } from './api/dependent-step';

export interface DependentValues {
  primary_info: {
    first_name: string;
    middle_name: string;
    last_name: string;
    gender: string;
    ssn: string;
    weight: string;
    height_feet: string;
    height_inch: string;
    birthdate: string;
    is_legally_disabled: string;
    disability_condition: string;
  };
  /** Only when the dependent health tab is required. */
  health_info?: HealthValues;
}
type Field = keyof DependentValues['primary_info'];
type Name = `primary_info.${Field}`;

export const emptyDependent: DependentValues = {
  primary_info: {
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: '',
    ssn: '',
    weight: '',
    height_feet: '',
    height_inch: '',
    birthdate: '',
    is_legally_disabled: '0',
    disability_condition: '',
  },
};
const isName = (target: string): target is Name =>
  target.startsWith('primary_info.') && target.slice('primary_info.'.length) in emptyDependent.primary_info;
/** A server error's target this form shows: a primary_info field, or a health answer's (`health_info.` prefixed). */
const isShown = (target: string): target is Name => isName(target) || isHealthTarget('health_info.', target);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const digits = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
const numbered = ['weight', 'height_feet', 'height_inch', 'is_legally_disabled'] as const;
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A listed dependent as its form shows it again (SSN as the server masked it, the date mm/dd/yyyy). */
export function valuesOf(item: Dependent, questions?: HealthQuestionsData): DependentValues {
  const info = item.primary_info;
  return {
    ...(questions
      ? { health_info: healthValuesOf(questions, item.health_info ? savedOf(item.health_info) : null) }
      : {}),
    primary_info: {
      first_name: info.first_name,
      middle_name: info.middle_name ?? '',
      last_name: info.last_name,
      gender: text(info.gender),
      ssn: info.ssn,
      weight: text(info.weight),
      height_feet: text(info.height_feet),
      height_inch: text(info.height_inch),
      birthdate: info.birthdate,
      is_legally_disabled: info.is_legally_disabled === 1 ? '1' : '0',
      disability_condition: info.disability_condition ?? '',
    },
  };
}

/** Health answers as the block reads them back (every list present, notes or null). */
function savedOf(answers: NonNullable<Dependent['health_info']>) {
  return {
    condition_questions: answers.condition_questions.map((answer) => ({
      question_id: answer.question_id,
      yes_no_flag: answer.yes_no_flag,
      conditions: (answer.conditions ?? []).map((entry) =>
        Object.fromEntries(
          Object.entries(entry).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
        ),
      ),
    })),
    medication_question: answers.medication_question
      ? {
          question_id: answers.medication_question.question_id,
          yes_no_flag: answers.medication_question.yes_no_flag,
          medications: (answers.medication_question.medications ?? []).map((item) => ({
            medication: item.medication,
            dosage: item.dosage ?? '',
            medical_condition: item.medical_condition ?? '',
          })),
        }
      : null,
    notes: answers.notes ?? null,
  };
}

/** A dependent the server keeps, as the list and its forms hold it (dates mm/dd/yyyy, empty values left out). */
export function dependentOf(record: DependentRecord, questions?: HealthQuestionsData): Dependent {
  const { primary_info: info } = record;
  // Answers on file go back as the health block would send them, so a list saved again keeps them.
  const health =
    questions && record.health_info
      ? healthFormSchema.safeParse(healthValuesOf(questions, record.health_info))
      : undefined;
  return {
    dependent_id: record.dependent_id,
    ...(health?.success ? { health_info: health.data } : {}),
    primary_info: {
      relationship: info.relationship,
      first_name: info.first_name,
      ...(info.middle_name ? { middle_name: info.middle_name } : {}),
      last_name: info.last_name,
      gender: info.gender,
      ssn: info.ssn,
      ...(info.weight === null ? {} : { weight: info.weight }),
      ...(info.height_feet === null ? {} : { height_feet: info.height_feet }),
      ...(info.height_inch === null ? {} : { height_inch: info.height_inch }),
      birthdate: /^\d{4}-\d{2}-\d{2}$/.test(info.birthdate) ? isoToUsDay(info.birthdate) : info.birthdate,
      employed: 0,
      is_legally_disabled: info.is_legally_disabled === 1 ? 1 : 0,
      ...(info.disability_condition ? { disability_condition: info.disability_condition } : {}),
    },
  };
}

interface Props {
  enrollmentId: string;
  fields: readonly FormField[];
  disclaimer: string;
  disabilityOffered: boolean;
  relationship: Relationship;
  /** The dependent health questions, when the health tab requires them (hqReq). */
  healthQuestions: HealthQuestionsData | undefined;
  defaults: DependentValues;
  /** The id of the dependent being edited, as the list holds it. */
  dependentId: string | undefined;
  onSubmitted: (dependent: Dependent) => void;
  onCancel: () => void;
}

export function DependentForm({
  enrollmentId,
  fields,
  disclaimer,
  disabilityOffered,
  relationship,
  healthQuestions,
  defaults,
  dependentId,
  onSubmitted,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const validate = useValidateDependent();
  const [problem, setProblem] = useState<string>();
  const settle = (values: unknown) => {
    if (!isRecord(values)) return values;
    const settled: Record<string, unknown> = { ...values, relationship, employed: 0 };
    for (const name of numbered) settled[name] = digits(settled[name]);
    settled.gender = digits(settled.gender);
    if (!disabilityOffered) {
      delete settled.is_legally_disabled;
      delete settled.disability_condition;
    } else if (settled.is_legally_disabled !== 1) delete settled.disability_condition;
    return settled;
  };
  const primary = z.preprocess(settle, dependentPrimarySchemaFor(fields));
  const schema = z.object({
    primary_info: primary,
    // Without the health tab nothing of the block is sent, whatever the form holds.
    health_info: healthQuestions
      ? healthFormSchema
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
  });
  const form = useForm<DependentValues, unknown, z.output<typeof schema>>({
    resolver: contractResolver(schema),
    defaultValues: defaults,
  });
  const required = (name: Field) => fields.find((field) => field.field_name === name)?.required === true;
  const shown = (name: Field) => fieldShown(dependentForm, fields, name);
  const error = (name: Field) => fieldErrorText(t, form.formState.errors.primary_info?.[name]);
  const disabled = form.watch('primary_info.is_legally_disabled') === '1';

  const submit = form.handleSubmit(async ({ primary_info, health_info }) => {
    setProblem(undefined);
    const checked: Dependent = {
      ...(dependentId ? { dependent_id: dependentId } : {}),
      primary_info,
      ...(health_info ? { health_info } : {}),
    };
    try {
      await validate.mutateAsync({ enrollment_id: enrollmentId, ...checked });
    } catch (failure) {
      setProblem(applyServerErrors(failure, isShown, form.setError));
      return;
    }
    onSubmitted(checked);
  });

  const input = (name: Field, label: string, numeric = false) =>
    shown(name) && (
      <TextInput
        label={label}
        required={required(name)}
        autoComplete="off"
        // The popup's focus trap starts in the first field.
        data-autofocus={name === 'first_name' ? true : undefined}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        {...form.register(`primary_info.${name}`)}
        error={error(name)}
      />
    );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {disclaimer && <Text size="sm">{disclaimer}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {input('first_name', t('dependent.first_name'))}
            {input('middle_name', t('dependent.middle_name'))}
            {input('last_name', t('dependent.last_name'))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('dependent.relationship')} value={t(`dependent.${relationship}`)} readOnly />
            <Controller
              control={form.control}
              name="primary_info.gender"
              render={({ field }) => (
                <Radio.Group
                  label={t('dependent.gender')}
                  required={required('gender')}
                  value={field.value}
                  onChange={field.onChange}
                  error={error('gender')}
                >
                  <Group mt={6}>
                    <Radio value="0" label={t('dependent.male')} ref={field.ref} />
                    <Radio value="1" label={t('dependent.female')} />
                  </Group>
                </Radio.Group>
              )}
            />
            {input('ssn', t('dependent.ssn'), true)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <DobField
              control={form.control}
              name="primary_info.birthdate"
              label={t('dependent.birthdate')}
              required={required('birthdate')}
              error={error('birthdate')}
            />
            {input('weight', t('dependent.weight'), true)}
            {input('height_feet', t('dependent.height_feet'), true)}
            {input('height_inch', t('dependent.height_inch'), true)}
          </SimpleGrid>
          {disabilityOffered && (
            <Controller
              control={form.control}
              name="primary_info.is_legally_disabled"
              render={({ field }) => (
                <Radio.Group
                  label={t('dependent.disabled')}
                  value={field.value}
                  onChange={field.onChange}
                  error={error('is_legally_disabled')}
                >
                  <Group mt={6}>
                    <Radio value="1" label={t('dependent.yes')} ref={field.ref} />
                    <Radio value="0" label={t('dependent.no')} />
                  </Group>
                </Radio.Group>
              )}
            />
          )}
          {disabilityOffered && disabled && (
            <Textarea
              label={t('dependent.disability_condition')}
              required
              rows={3}
              {...form.register('primary_info.disability_condition')}
              error={error('disability_condition')}
            />
          )}
          {healthQuestions && (
            <Fieldset legend={t('dependent.health_questions')}>
              <HealthQuestionsFields questions={healthQuestions} prefix="health_info." />
            </Fieldset>
          )}
          <PopupFormActions
            problem={problem}
            cancelLabel={t('dependent.cancel')}
            submitLabel={t('dependent.submit')}
            submitting={validate.isPending}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
