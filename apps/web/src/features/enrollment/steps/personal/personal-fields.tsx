// The personal step's fields as the configuration asks them: each field shown and required by its
// row (fieldShown: the required flag decides, decision 0042), the measures typed as digits, and the
// prior coverage with the carrier's name and dates that follow its answer.
import { type PersonalInfo, personalForm } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { fieldShown } from '@benefit-store/contract/step-fields';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DobField, fieldErrorText } from '../../../../shared/forms/form-kit';
import { digitLimit, type Name, type numeric, type Values } from './personal-values';

export type PersonalForm = UseFormReturn<Values, unknown, PersonalInfo>;

/** How the step shows a configured field: whether, required or not, its error, and a text input of it. */
export function usePersonalKit(form: PersonalForm, fields: readonly FormField[]) {
  const { t } = useTranslation();
  const config = (name: string) => fields.find((field) => field.field_name === name);
  const error = (name: Name) => fieldErrorText(t, form.formState.errors[name]);
  const shown = (name: Name) => config(name) !== undefined && fieldShown(personalForm, fields, name);
  const required = (name: Name) => config(name)?.required === true;
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
  return { config, error, shown, required, text };
}

export function DigitsField({
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

/** Prior coverage: the carrier's name and dates show after a "had a carrier" answer. */
export function PriorCoverageFields({ form, fields }: { form: PersonalForm; fields: readonly FormField[] }) {
  const { t } = useTranslation();
  const { error, shown, required, text } = usePersonalKit(form, fields);
  const hadCarrier = form.watch('prior_coverage_flag') === '1';
  return (
    <>
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
    </>
  );
}
