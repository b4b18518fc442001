// The personal step (spec 001 sections 2, 4, 5): every field the server configures, birthdate and
// gender read-only from the quote, the SSN masked once saved; Next checks the contract's rules
// under the configuration, saves, then asks for the enroller code when the server says so.
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import { type PersonalInfo, personalForm } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { configuredSchema, fieldShown } from '@benefit-store/contract/step-fields';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from '../../../shared/api/client';
import { applyServerErrors, contractResolver, DobField, fieldErrorText } from '../../../shared/forms/form-kit';
import { enrollCodeQuery, useEnrollCode, useSavePersonalInfo } from '../api/personal-calls';
import { EnrollerCodeModal } from './enroller-code-modal';

const textFields = [
  'first_name',
  'middle_name',
  'last_name',
  'height_feet',
  'height_inch',
  'weight',
  'marital_status',
  'ssn',
  'prior_coverage_flag',
  'prior_carrier_name',
  'prior_effective_date',
  'prior_term_date',
] as const;
type Name = (typeof textFields)[number];
type Values = Record<Name, string>;
const numeric = ['height_feet', 'height_inch', 'weight'] as const;
const digitLimit = { height_feet: 1, height_inch: 2, weight: 3 } as const;

const isName = (target: string): target is Name => textFields.some((name) => name === target);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's typed text as the contract reads it: measures as numbers, empty values dropped. */
function sendable(values: Values): Record<string, unknown> {
  const read: Record<string, unknown> = { ...values };
  for (const name of numeric) if (/^\d+$/.test(values[name])) read[name] = Number(values[name]);
  const kept = withoutEmpty(read);
  return isRecord(kept) ? kept : {};
}

/** The form's starting text: each field's value as the server holds it (the SSN masked). */
function valuesOf(fields: readonly FormField[]): Values {
  const text = (name: Name) => {
    const value = fields.find((field) => field.field_name === name)?.value;
    return value === null || value === undefined ? '' : String(value);
  };
  return {
    first_name: text('first_name'),
    middle_name: text('middle_name'),
    last_name: text('last_name'),
    height_feet: text('height_feet'),
    height_inch: text('height_inch'),
    weight: text('weight'),
    marital_status: text('marital_status'),
    ssn: text('ssn'),
    prior_coverage_flag: text('prior_coverage_flag'),
    prior_carrier_name: text('prior_carrier_name'),
    prior_effective_date: text('prior_effective_date'),
    prior_term_date: text('prior_term_date'),
  };
}

function DigitsField({
  control,
  name,
  label,
  error,
  required,
}: {
  control: Control<Values, unknown, PersonalInfo>;
  name: (typeof numeric)[number];
  label: string;
  error: string | undefined;
  required: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          label={label}
          inputMode="numeric"
          required={required}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, digitLimit[name]))}
          error={error}
        />
      )}
    />
  );
}

interface Props {
  enrollmentId: string;
  fields: readonly FormField[];
  /** Back to the cart, or undefined when not arriving from review (the frame decides). */
  onBack: (() => void) | undefined;
  onDone: () => void;
  /** Gives the frame the form as it stands, for Save & Continue Later, and how to show its errors. */
  registerForm: (read: () => Record<string, unknown>, showErrors: (error: ApiError) => void) => void;
}

export function PersonalStep({ enrollmentId, fields, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  const save = useSavePersonalInfo();
  const [problem, setProblem] = useState<string>();
  // The popup after the save goes on when done; opened by its button, it only closes.
  const [askCode, setAskCode] = useState<{ optional: boolean; afterwards: () => void }>();
  const enrollCode = useEnrollCode(enrollmentId);
  const codeAsked = enrollCode.data?.show_enroll_code.status === true;
  const queryClient = useQueryClient();
  const heldValue = (name: string) => fields.find((field) => field.field_name === name)?.value;
  const config = (name: string) => fields.find((field) => field.field_name === name);
  const defaults = valuesOf(fields);
  const schema = z.preprocess(
    (values) => (isRecord(values) ? sendable({ ...defaults, ...values }) : values),
    configuredSchema(personalForm, fields),
  );
  const form = useForm<Values, unknown, PersonalInfo>({ resolver: contractResolver(schema), defaultValues: defaults });
  registerForm(
    () => sendable(form.getValues()),
    (failure) => setProblem(applyServerErrors(failure, isName, form.setError)),
  );
  const error = (name: Name) => fieldErrorText(t, form.formState.errors[name]);
  const shown = (name: Name) => config(name) !== undefined && fieldShown(personalForm, fields, name);
  const required = (name: Name) => config(name)?.required === true;
  const hadCarrier = form.watch('prior_coverage_flag') === '1';

  const submit = form.handleSubmit(async (info) => {
    setProblem(undefined);
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, ...info });
    } catch (failure) {
      setProblem(applyServerErrors(failure, isName, form.setError));
      return;
    }
    try {
      const asked = await queryClient.fetchQuery(enrollCodeQuery(enrollmentId));
      if (asked.show_enroll_code.status) return setAskCode({ optional: asked.is_optional === 1, afterwards: onDone });
    } catch (failure) {
      console.warn('enroller code check failed', failure);
    }
    onDone();
  });

  const text = (
    name: Name,
    label: string,
    extra: { autoComplete?: string; description?: string; 'data-png-mask'?: 'last4' } = {},
  ) =>
    shown(name) && (
      <TextInput
        label={label}
        required={required(name)}
        {...extra}
        // Mantine's dimmed description grey is 3.3:1 on white; gray.7 reads at AA.
        descriptionProps={{ c: 'gray.7' }}
        {...form.register(name)}
        error={error(name)}
      />
    );
  const readOnly = (name: 'birthdate' | 'gender', label: string) => {
    const value = heldValue(name);
    if (config(name) === undefined) return null;
    const shownValue = name === 'gender' && value !== null ? t(`wizard.gender_${String(value)}`) : String(value ?? '');
    return <TextInput label={label} value={shownValue} readOnly disabled />;
  };
  const ssnOnFile = typeof heldValue('ssn') === 'string' && String(heldValue('ssn')).startsWith('*');

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('first_name', t('wizard.first_name'), { autoComplete: 'given-name' })}
            {text('middle_name', t('wizard.middle_name'), { autoComplete: 'additional-name' })}
            {text('last_name', t('wizard.last_name'), { autoComplete: 'family-name' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {readOnly('birthdate', t('wizard.birthdate'))}
            {readOnly('gender', t('wizard.gender'))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {numeric.map(
              (name) =>
                shown(name) && (
                  <DigitsField
                    key={name}
                    control={form.control}
                    name={name}
                    label={t(`wizard.${name}`)}
                    required={required(name)}
                    error={error(name)}
                  />
                ),
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {shown('marital_status') && (
              <NativeSelect
                label={t('wizard.marital_status')}
                required={required('marital_status')}
                {...form.register('marital_status')}
                error={error('marital_status')}
              >
                <option value="">{t('wizard.choose')}</option>
                {[0, 1, 2, 3].map((code) => (
                  <option key={code} value={String(code)}>
                    {t(`wizard.marital_${code}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
            {text('ssn', t('wizard.ssn'), {
              autoComplete: 'off',
              // The step's PNG (save-screenshot) shows the last four digits only, as billing's does a card's.
              'data-png-mask': 'last4',
              ...(ssnOnFile ? { description: t('wizard.ssn_on_file') } : {}),
            })}
          </SimpleGrid>
          {shown('prior_coverage_flag') && (
            <NativeSelect
              label={t('wizard.prior_coverage')}
              required={required('prior_coverage_flag')}
              {...form.register('prior_coverage_flag')}
              error={error('prior_coverage_flag')}
            >
              <option value="">{t('wizard.choose')}</option>
              <option value="0">{t('wizard.prior_none')}</option>
              <option value="1">{t('wizard.prior_had')}</option>
            </NativeSelect>
          )}
          {hadCarrier && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('prior_carrier_name', t('wizard.prior_carrier_name'))}
              {shown('prior_effective_date') && (
                <DobField
                  control={form.control}
                  name="prior_effective_date"
                  label={t('wizard.prior_effective_date')}
                  required={required('prior_effective_date')}
                  error={error('prior_effective_date')}
                />
              )}
              {shown('prior_term_date') && (
                <DobField
                  control={form.control}
                  name="prior_term_date"
                  label={t('wizard.prior_term_date')}
                  required={required('prior_term_date')}
                  error={error('prior_term_date')}
                />
              )}
            </SimpleGrid>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            {onBack && (
              <Button variant="default" onClick={onBack}>
                {t('wizard.back')}
              </Button>
            )}
            {codeAsked && (
              <Button
                variant="default"
                onClick={() => setAskCode({ optional: true, afterwards: () => setAskCode(undefined) })}
              >
                {t('wizard.enroller_code_button')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('wizard.next')}
            </Button>
          </Group>
        </Stack>
      </form>
      {askCode && (
        <EnrollerCodeModal enrollmentId={enrollmentId} optional={askCode.optional} onDone={askCode.afterwards} />
      )}
    </>
  );
}
