// The employer step (spec 001 sections 2, 4, 5): every field and list the server configures (the
// industry, vacation policy and bargaining unit only where required), prefilled from what was
// saved or else from the enrollment's group; a retired status blocks at once ("You cannot proceed
// with retired employer"); a required holiday policy needs a ticked box; a box asks USPS
// validation of the address, and Skip Phone Validation is offered once the server could not
// verify the phone (spec 001 section 3, decision 0040); Skip when the cart holds an IHA plan,
// recorded as a skip; Save & Continue Later sends the form as typed (a draft, decision 0042); Next
// shows the step busy at once, checks the contract's rules, saves and goes on (the frame keeps the
// form's picture, drawn off the person's way).
import '../../step-words';
import { employerForm } from '@benefit-store/contract/enrollment-employer';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { msg } from '@benefit-store/contract/messages/en';
import { fieldShown } from '@benefit-store/contract/step-fields';
import { Alert, Button, Checkbox, Fieldset, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DobField, fieldErrorText } from '../../../../shared/forms/form-kit';
import { type OptionListName, useOptionList } from '../api/option-lists';
import { StepFrame, type StepFrameProps } from '../step-frame';
import type { EmployerFieldName } from './employer-values';
import { useEmployerSave } from './use-employer-save';

interface Props extends StepFrameProps {
  fields: readonly FormField[];
  /** The cart holds an IHA plan: the step may be skipped. */
  skippable: boolean;
}

export function EmployerStep({ enrollmentId, fields, skippable, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  // Busy from the press of Next, before the rules run: nothing else shows until the next step does.
  const [busy, setBusy] = useState(false);
  const { form, submit, onSkip, problem, phoneRefused, saving, skipping } = useEmployerSave({
    enrollmentId,
    fields,
    onDone,
    registerForm,
  });
  const config = (name: EmployerFieldName) => fields.find((field) => field.field_name === name);
  const required = (name: EmployerFieldName) => config(name)?.required === true;
  const locked = (name: EmployerFieldName) => config(name)?.read_only === true;
  // The industry, vacation policy and bargaining unit are asked only where required (decision 0042).
  const shown = (name: EmployerFieldName) => fieldShown(employerForm, fields, name);
  const error = (name: EmployerFieldName) => fieldErrorText(t, form.formState.errors[name]);
  // Retired blocks as soon as it is chosen, not only when Next is pressed.
  const retired = form.watch('employment_status') === 'R';

  const text = (
    name: EmployerFieldName,
    extra: { autoComplete?: string; inputMode?: 'numeric'; maxLength?: number } = {},
  ) => (
    <TextInput
      label={t(`employer.${name}`)}
      required={required(name)}
      readOnly={locked(name)}
      {...extra}
      {...form.register(name)}
      error={error(name)}
    />
  );
  const select = (name: EmployerFieldName, list: OptionListName, blockedMessage?: string) => (
    <OptionSelect
      list={list}
      label={t(`employer.${name}`)}
      required={required(name)}
      disabled={locked(name)}
      registration={form.register(name)}
      error={blockedMessage ?? error(name)}
    />
  );

  return (
    <StepFrame
      onSubmit={(event) => {
        setBusy(true);
        void submit(event).finally(() => setBusy(false));
      }}
      problem={problem}
      onBack={onBack}
      extra={
        skippable && (
          <Button variant="default" onClick={() => void onSkip()} loading={skipping} disabled={busy}>
            {t('employer.skip')}
          </Button>
        )
      }
      next={{ label: t('employer.next'), loading: busy || saving, disabled: retired || skipping }}
    >
      <Text>{t('employer.intro')}</Text>
      {skippable && <Alert color="blue">{t('employer.skip_note')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name', { autoComplete: 'organization' })}
        {text('phone', { inputMode: 'numeric', maxLength: 10 })}
        {text('address1', { autoComplete: 'off' })}
        {text('address2', { autoComplete: 'off' })}
      </SimpleGrid>
      {phoneRefused && (
        <Checkbox
          label={t('employer.skip_validation_phone')}
          description={t('employer.skip_validation_phone_hint')}
          {...form.register('skip_validation_phone')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('city')}
        {text('state', { maxLength: 2 })}
        {text('zip', { inputMode: 'numeric', maxLength: 5 })}
      </SimpleGrid>
      <Checkbox label={t('employer.with_validation')} {...form.register('with_validation')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {select('employment_status', 'getEmploymentStatus', retired ? t(msg('wizard.retired_blocked')) : undefined)}
        <DobField
          control={form.control}
          name="employment_start_date"
          label={t('employer.employment_start_date')}
          required={required('employment_start_date')}
          error={error('employment_start_date')}
        />
        {text('occupation')}
        {select('compensation_type', 'getCompensationTypes')}
        {select('average_work_week', 'getAverageWorkWeek')}
        {shown('emp_industry') && text('emp_industry')}
        {text('emp_num_employed', { inputMode: 'numeric', maxLength: 7 })}
        {shown('emp_vac_policy') && select('emp_vac_policy', 'getVacationPolicy')}
        {shown('emp_barg_unit') && select('emp_barg_unit', 'getBargainingUnit')}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="holiday_policy"
        render={({ field }) => (
          <HolidayPolicies
            value={field.value}
            onChange={field.onChange}
            required={required('holiday_policy')}
            disabled={locked('holiday_policy')}
            error={fieldErrorText(t, form.formState.errors.holiday_policy)}
          />
        )}
      />
    </StepFrame>
  );
}

/** A select of one of the step's option lists, in the reader's language. */
function OptionSelect({
  list,
  label,
  required,
  disabled,
  registration,
  error,
}: {
  list: OptionListName;
  label: string;
  required: boolean;
  disabled: boolean;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const options = useOptionList(list);
  // Drawn again once its options arrive: the form then sets the saved choice, which it could not
  // while the select had none of it.
  return (
    <NativeSelect
      key={options.length}
      label={label}
      required={required}
      disabled={disabled}
      {...registration}
      error={error}
    >
      <option value="">{t('employer.choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The holiday policies as checkboxes; "Select at least one holiday policy" while required. */
function HolidayPolicies({
  value,
  onChange,
  required,
  disabled,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  required: boolean;
  disabled: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const options = useOptionList('getHolidayPolicy');
  return (
    <Fieldset
      legend={`${t('employer.holiday_policy')}${required ? ' *' : ''}`}
      variant="unstyled"
      p={0}
      disabled={disabled}
    >
      <Checkbox.Group value={value} onChange={onChange} error={error}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset>
  );
}
