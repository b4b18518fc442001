// The agreement and signature step (spec 001 sections 2 to 5, 9): each agreement text with its
// required checkbox, the carrier's fee text, the verification sections the server requires, the
// consent to sign electronically, and the signature of a sigapplicant, drawn on the pad or typed
// (the keyboard and screen-reader way, WCAG 2.1 2.1.1). Next signs the text whose digest was shown.

import '../../step-words';
import type { CallData } from '@benefit-store/contract/define';
import {
  type AgreementInfo,
  agreementForm,
  agreementProblems,
  type getAgreementTexts,
  type SignatureMethod,
  signerOf,
  verificationSections,
} from '@benefit-store/contract/enrollment-agreement';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { configuredSchema } from '@benefit-store/contract/step-fields';
import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../../shared/forms/form-kit';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { agreementTextsQuery, useSaveAgreement } from './api/agreement-step';
import { SignaturePadField } from './signature-pad-field';

type Texts = CallData<typeof getAgreementTexts>;

interface Values {
  agreements: boolean[];
  esign_consent: boolean;
  signature_method: SignatureMethod;
  signature?: string | undefined;
  typed_signature: string;
  agent_name: string;
  agent_code: string;
  group_name: string;
  group_code: string;
  user_name: string;
  answer: string;
  verification_code: string;
  date: string;
  /** A staff session's attestation that the applicant is present and signs (decision 0037). */
  applicant_present: boolean;
}
type VerificationName = 'agent_name' | 'agent_code' | 'group_name' | 'group_code' | 'user_name';

const isPath = (target: string): target is FieldPath<Values> =>
  /^agreements\.\d+$/.test(target) ||
  [
    'esign_consent',
    'signature',
    'typed_signature',
    'agent_name',
    'agent_code',
    'group_name',
    'group_code',
    'user_name',
    'answer',
    'verification_code',
    'date',
    'applicant_present',
  ].includes(target);

interface Props extends StepFrameProps {
  texts: Texts;
  fields: readonly FormField[];
}

export function AgreementStep({ enrollmentId, texts, fields, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  const save = useSaveAgreement();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const asked = (name: string) => fields.some((field) => field.field_name === name && field.required);
  const configuredValue = (name: string) => {
    const value = fields.find((field) => field.field_name === name)?.value;
    return value === null || value === undefined ? '' : String(value);
  };
  const signer = signerOf(fields);
  const signatureAsked = signer === 'sigapplicant' && asked('signature');
  // Asked of a staff session only: the server adds the field for it.
  const attestationAsked = asked('applicant_present');
  const rules = { textCount: texts.result.length, signer, signatureRequired: asked('signature') };
  const schema = configuredSchema(
    agreementForm,
    fields.map((field) => (field.field_name === 'signature' ? { ...field, required: false } : field)),
  ).superRefine(
    (info, ctx) => {
      for (const found of agreementProblems(info, rules))
        ctx.addIssue({
          code: 'custom',
          path: found.target_element.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          message: found.key,
        });
      if (attestationAsked && info.applicant_present !== true)
        ctx.addIssue({ code: 'custom', path: ['applicant_present'], message: 'agreement.applicant_present_required' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
  const form = useForm<Values, unknown, AgreementInfo>({
    resolver: contractResolver(schema),
    defaultValues: {
      agreements: texts.result.map(() => false),
      esign_consent: false,
      signature_method: 'drawn',
      typed_signature: '',
      agent_name: configuredValue('agent_name'),
      agent_code: '',
      group_name: configuredValue('group_name'),
      group_code: '',
      user_name: configuredValue('user_name'),
      answer: '',
      verification_code: '',
      date: configuredValue('date'),
      applicant_present: false,
    },
  });
  // Save & Continue Later keeps what was ticked, never a signature.
  registerForm(() => ({ agreements: form.getValues('agreements'), esign_consent: form.getValues('esign_consent') }));
  const method = form.watch('signature_method');
  const drawn = form.watch('signature');
  const error = (name: FieldPath<Values>) => fieldErrorText(t, form.getFieldState(name, form.formState).error);

  const submit = form.handleSubmit(async (info) => {
    setProblem(undefined);
    const { signature, typed_signature, applicant_present, ...rest } = info;
    try {
      await save.mutateAsync({
        ...rest,
        enrollment_id: enrollmentId,
        eprocess: signer,
        text_sha256: texts.text_sha256,
        ...(signatureAsked && method === 'drawn' && signature ? { signature_method: 'drawn', signature } : {}),
        ...(signatureAsked && method === 'typed' ? { signature_method: 'typed', typed_signature } : {}),
        ...(attestationAsked ? { applicant_present: applicant_present === true } : {}),
      });
    } catch (failure) {
      setProblem(applyServerErrors(failure, isPath, form.setError));
      // The text may have changed since it was shown (the server says so): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: agreementTextsQuery(enrollmentId).queryKey });
      return;
    }
    onDone();
  });

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
      next={{ label: t('agreement.next'), loading: save.isPending }}
    >
      <Text>{t('agreement.intro')}</Text>
      <Title order={2} size="h3">
        {t('agreement.agreements')}
      </Title>
      {texts.result.map((text, index) => (
        <Paper key={text.text_head} withBorder p="md">
          <Title order={3} size="h4">
            {text.text_head}
          </Title>
          <Text mt="xs" size="sm">
            {text.text_body}
          </Text>
          <Controller
            control={form.control}
            name={`agreements.${index}`}
            render={({ field }) => (
              <Checkbox
                mt="sm"
                label={text.text_required}
                required
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={error(`agreements.${index}`)}
              />
            )}
          />
        </Paper>
      ))}
      {(texts.special_message !== '' || texts.has_l713) && (
        <Alert color="blue" title={t('agreement.carrier_message')}>
          {texts.special_message !== '' && <Text size="sm">{texts.special_message}</Text>}
          {texts.has_l713 && (
            <Text size="sm" mt={texts.special_message === '' ? 0 : 'xs'}>
              {t('agreement.premier_net_price', { price: `$${texts.l713_net_price}` })}
            </Text>
          )}
        </Alert>
      )}
      {section(t('agreement.broker_verification'), verificationSections.broker)}
      {section(t('agreement.group_verification'), verificationSections.group)}
      {section(t('agreement.applicant_verification'), verificationSections.applicant)}
      {common.length > 0 && (
        <Fieldset legend={t('agreement.verification')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{common.map(verificationInput)}</SimpleGrid>
        </Fieldset>
      )}
      <Fieldset legend={t('agreement.consent_title')}>
        <Controller
          control={form.control}
          name="esign_consent"
          render={({ field }) => (
            <Checkbox
              label={texts.esign_consent}
              required
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('esign_consent')}
            />
          )}
        />
      </Fieldset>
      {signatureAsked && (
        <Fieldset legend={t('agreement.signature')}>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="signature_method"
              render={({ field }) => (
                <Radio.Group label={t('agreement.how_to_sign')} value={field.value} onChange={field.onChange}>
                  <Group mt="xs">
                    <Radio value="drawn" label={t('agreement.sign_drawn')} />
                    <Radio value="typed" label={t('agreement.sign_typed')} />
                  </Group>
                </Radio.Group>
              )}
            />
            {method === 'drawn' ? (
              <SignaturePadField
                signed={drawn !== undefined}
                error={error('signature')}
                onChange={(png) => {
                  form.setValue('signature', png);
                  if (png) form.clearErrors('signature');
                }}
              />
            ) : (
              <TextInput
                label={t('agreement.typed_label')}
                description={t('agreement.typed_note')}
                required
                autoComplete="name"
                maxLength={100}
                {...form.register('typed_signature')}
                error={error('typed_signature')}
                styles={{
                  input: { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 22 },
                  // Mantine's dimmed description is below AA contrast on white.
                  description: { color: 'var(--mantine-color-text)' },
                }}
              />
            )}
          </Stack>
        </Fieldset>
      )}
      {attestationAsked && (
        <Controller
          control={form.control}
          name="applicant_present"
          render={({ field }) => (
            <Checkbox
              label={t('agreement.applicant_present')}
              required
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('applicant_present')}
            />
          )}
        />
      )}
    </StepFrame>
  );
}
