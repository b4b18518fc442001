// The agreement and signature step (spec 001 sections 2 to 5, 9): each agreement text with its
// required checkbox, the carrier's fee text, the verification sections the server requires, the
// consent to sign electronically, and the signature of a sigapplicant, drawn on the pad or typed
// (the keyboard and screen-reader way, WCAG 2.1 2.1.1). Next signs the text whose digest was shown.

import '../../step-words';
import { verificationSections } from '@benefit-store/contract/enrollment-agreement';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { Fieldset, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../shared/forms/form-kit';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { AgreementCheckbox, AgreementTexts, SignatureFields } from './agreement-fields';
import type { Texts, Values, VerificationName } from './agreement-values';
import { useAgreementSave } from './use-agreement-save';

interface Props extends StepFrameProps {
  texts: Texts;
  fields: readonly FormField[];
}

export function AgreementStep({ texts, fields, onBack, ...frame }: Props) {
  const { t } = useTranslation();
  const { form, submit, problem, saving, asked, configuredValue, signatureAsked, attestationAsked } = useAgreementSave({
    ...frame,
    texts,
    fields,
  });
  const error = (name: FieldPath<Values>) => fieldErrorText(t, form.getFieldState(name, form.formState).error);

  const verificationInput = (name: VerificationName | 'answer' | 'verification_code' | 'date') =>
    asked(name) && (
      <TextInput
        key={name}
        label={name === 'answer' ? configuredValue('question') || t('agreement.answer') : t(`agreement.${name}`)}
        required
        readOnly={fields.some((field) => field.field_name === name && field.read_only)}
        maxLength={name === 'date' ? 10 : 100}
        {...form.register(name)}
        error={error(name)}
      />
    );
  const section = (legend: string, names: readonly VerificationName[]) =>
    names.some(asked) && (
      <Fieldset legend={legend}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{names.map(verificationInput)}</SimpleGrid>
      </Fieldset>
    );
  const common = (['answer', 'verification_code', 'date'] as const).filter(asked);

  return (
    <StepFrame
      onSubmit={(event) => void submit(event)}
      problem={problem}
      onBack={onBack}
      next={{ label: t('agreement.next'), loading: saving }}
    >
      <Text>{t('agreement.intro')}</Text>
      <Title order={2} size="h3">
        {t('agreement.agreements')}
      </Title>
      <AgreementTexts form={form} texts={texts} error={error} />
      {section(t('agreement.broker_verification'), verificationSections.broker)}
      {section(t('agreement.group_verification'), verificationSections.group)}
      {section(t('agreement.applicant_verification'), verificationSections.applicant)}
      {common.length > 0 && (
        <Fieldset legend={t('agreement.verification')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{common.map(verificationInput)}</SimpleGrid>
        </Fieldset>
      )}
      <Fieldset legend={t('agreement.consent_title')}>
        <AgreementCheckbox
          form={form}
          name="esign_consent"
          label={texts.esign_consent}
          error={error('esign_consent')}
        />
      </Fieldset>
      {signatureAsked && <SignatureFields form={form} error={error} />}
      {attestationAsked && (
        <AgreementCheckbox
          form={form}
          name="applicant_present"
          label={t('agreement.applicant_present')}
          error={error('applicant_present')}
        />
      )}
    </StepFrame>
  );
}
