import { dependentForm } from '@benefit-store/contract/enrollment-dependents';
import { fieldShown } from '@benefit-store/contract/step-fields';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DobField, fieldErrorText } from '../../../../shared/forms/form-kit';
import { PopupFormActions } from '../../../../shared/ui/popup-form-actions';
import { HealthQuestionsFields } from '../health/health-questions-fields';
import type { Field } from './dependent-values';
import { type DependentCheckInputs, useDependentCheck } from './use-dependent-check';

interface Props extends DependentCheckInputs {
  disclaimer: string;
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
  const { form, submit, problem, checking } = useDependentCheck({
    enrollmentId,
    fields,
    disabilityOffered,
    relationship,
    healthQuestions,
    defaults,
    dependentId,
    onSubmitted,
  });
  const required = (name: Field) => fields.find((field) => field.field_name === name)?.required === true;
  const shown = (name: Field) => fieldShown(dependentForm, fields, name);
  const error = (name: Field) => fieldErrorText(t, form.formState.errors.primary_info?.[name]);
  const disabled = form.watch('primary_info.is_legally_disabled') === '1';

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
            submitting={checking}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
