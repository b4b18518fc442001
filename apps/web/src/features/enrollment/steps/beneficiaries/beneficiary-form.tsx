// One beneficiary's form, to add or to edit (spec 001 sections 3 and 5): names, date of birth, SSN
// (asked only where the configuration requires it: decision 0042), relationship and percentage,
// checked by the contract's rules as the server configures them, then by
// validate-single-beneficiary before the list takes it.
import {
  type Beneficiary,
  beneficiaryForm,
  beneficiarySchemaFor,
} from '@benefit-store/contract/enrollment-beneficiaries';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { fieldShown } from '@benefit-store/contract/step-fields';
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, contractResolver, DobField, fieldErrorText } from '../../../../shared/forms/form-kit';
import { PopupFormActions } from '../../../../shared/ui/popup-form-actions';
import { useOptionList } from '../api/option-lists';
import { useValidateBeneficiary } from './api/beneficiary-step';

export type BeneficiaryValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn: string;
  relationship: string;
  beneficiary_percentage: string;
};
type Name = keyof BeneficiaryValues;

export const emptyBeneficiary: BeneficiaryValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  birthdate: '',
  ssn: '',
  relationship: '',
  beneficiary_percentage: '',
};
const isName = (target: string): target is Name => target in emptyBeneficiary;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The typed percentage as the contract reads it: a number when it is digits. */
const withNumbers = (values: Record<string, unknown>) => {
  const percentage = values.beneficiary_percentage;
  return typeof percentage === 'string' && /^\d+$/.test(percentage)
    ? { ...values, beneficiary_percentage: Number(percentage) }
    : values;
};

interface Props {
  enrollmentId: string;
  fields: readonly FormField[];
  title: string;
  defaults: BeneficiaryValues;
  /** The id of the beneficiary being edited, as the list holds it. */
  beneficiaryId: string | undefined;
  onSubmitted: (beneficiary: Beneficiary) => void;
  onCancel: () => void;
}

export function BeneficiaryForm({
  enrollmentId,
  fields,
  title,
  defaults,
  beneficiaryId,
  onSubmitted,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const validate = useValidateBeneficiary();
  const relationships = useOptionList('getBeneficiaryRelationships');
  const [problem, setProblem] = useState<string>();
  const schema = z.preprocess(
    (values) => (isRecord(values) ? withNumbers(values) : values),
    beneficiarySchemaFor(fields),
  );
  const form = useForm<BeneficiaryValues, unknown, Beneficiary>({
    resolver: contractResolver(schema),
    defaultValues: defaults,
  });
  // A keyboard user lands in the form as it opens.
  useEffect(() => form.setFocus('first_name'), [form.setFocus]);
  const required = (name: Name) => fields.find((field) => field.field_name === name)?.required === true;
  const error = (name: Name) => fieldErrorText(t, form.formState.errors[name]);

  const submit = form.handleSubmit(async (beneficiary) => {
    setProblem(undefined);
    const checked = { ...beneficiary, ...(beneficiaryId ? { beneficiary_id: beneficiaryId } : {}) };
    try {
      await validate.mutateAsync({ enrollment_id: enrollmentId, ...checked });
    } catch (failure) {
      setProblem(applyServerErrors(failure, isName, form.setError));
      return;
    }
    onSubmitted(checked);
  });

  const text = (name: Name, label: string, autoComplete = 'off') => (
    <TextInput
      label={label}
      required={required(name)}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={error(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Fieldset legend={title}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('first_name', t('beneficiary.first_name'))}
            {text('middle_name', t('beneficiary.middle_name'))}
            {text('last_name', t('beneficiary.last_name'))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DobField
              control={form.control}
              name="birthdate"
              label={t('beneficiary.birthdate')}
              required={required('birthdate')}
              error={error('birthdate')}
            />
            {fieldShown(beneficiaryForm, fields, 'ssn') && text('ssn', t('beneficiary.ssn'))}
            <NativeSelect
              label={t('beneficiary.relationship')}
              required={required('relationship')}
              {...form.register('relationship')}
              error={error('relationship')}
            >
              <option value="">{t('beneficiary.choose')}</option>
              {relationships.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            <Controller
              control={form.control}
              name="beneficiary_percentage"
              render={({ field }) => (
                <TextInput
                  ref={field.ref}
                  name={field.name}
                  label={t('beneficiary.percentage')}
                  required={required('beneficiary_percentage')}
                  inputMode="numeric"
                  rightSection="%"
                  value={field.value}
                  onBlur={field.onBlur}
                  // The spec's input keeps digits only, at most 3 of them.
                  onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
                  error={error('beneficiary_percentage')}
                />
              )}
            />
          </SimpleGrid>
          <PopupFormActions
            problem={problem}
            cancelLabel={t('beneficiary.cancel')}
            submitLabel={t('beneficiary.submit')}
            submitting={validate.isPending}
            onCancel={onCancel}
          />
        </Stack>
      </Fieldset>
    </form>
  );
}
