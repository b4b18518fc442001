// The personal step (spec 001 sections 2, 4, 5): every field the server configures, birthdate and
// gender read-only from the quote, the SSN masked once saved; Next checks the contract's rules
// under the configuration, saves, then asks for the enroller code when the server says so.
import { type PersonalInfo, personalForm } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { configuredSchema } from '@benefit-store/contract/step-fields';
import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver } from '../../../../shared/forms/form-kit';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { useEnrollCode } from './api/personal-step';
import { EnrollerCodeModal } from './enroller-code-modal';
import { DigitsField, PriorCoverageFields, usePersonalKit } from './personal-fields';
import { isRecord, numeric, sendable, type Values, valuesOf } from './personal-values';
import { usePersonalSave } from './use-personal-save';

interface Props extends StepFrameProps {
  fields: readonly FormField[];
}

export function PersonalStep({ enrollmentId, fields, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  const enrollCode = useEnrollCode(enrollmentId);
  const codeAsked = enrollCode.data?.show_enroll_code.status === true;
  const defaults = valuesOf(fields);
  const schema = z.preprocess(
    (values) => (isRecord(values) ? sendable({ ...defaults, ...values }) : values),
    configuredSchema(personalForm, fields),
  );
  const form = useForm<Values, unknown, PersonalInfo>({ resolver: contractResolver(schema), defaultValues: defaults });
  const { submit, problem, saving, askCode, setAskCode } = usePersonalSave({
    enrollmentId,
    onDone,
    registerForm,
    form,
  });
  const { config, error, shown, required, text } = usePersonalKit(form, fields);
  const heldValue = (name: string) => config(name)?.value;
  const readOnly = (name: 'birthdate' | 'gender', label: string) => {
    const value = heldValue(name);
    if (config(name) === undefined) return null;
    const shownValue = name === 'gender' && value !== null ? t(`wizard.gender_${String(value)}`) : String(value ?? '');
    return <TextInput label={label} value={shownValue} readOnly disabled />;
  };
  const ssnOnFile = typeof heldValue('ssn') === 'string' && String(heldValue('ssn')).startsWith('*');

  return (
    <>
      <StepFrame
        onSubmit={(event) => void submit(event)}
        problem={problem}
        onBack={onBack}
        extra={
          codeAsked && (
            <Button
              variant="default"
              onClick={() => setAskCode({ optional: true, afterwards: () => setAskCode(undefined) })}
            >
              {t('wizard.enroller_code_button')}
            </Button>
          )
        }
        next={{ label: t('wizard.next'), loading: saving }}
      >
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
        <PriorCoverageFields form={form} fields={fields} />
      </StepFrame>
      {askCode && (
        <EnrollerCodeModal enrollmentId={enrollmentId} optional={askCode.optional} onDone={askCode.afterwards} />
      )}
    </>
  );
}
