// The agreement step's form and save: the configuration's rules and the agreement's own (every text
// ticked, the consent, a signature of the signer asked, a staff session's attestation); Next signs
// the text whose digest was shown, and a refused save shows the text as it is now. Save & Continue
// Later keeps what was ticked, never a signature.
import type { AgreementInfo } from '@benefit-store/contract/enrollment-agreement';
import { agreementForm, agreementProblems, signerOf } from '@benefit-store/contract/enrollment-agreement';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { configuredSchema } from '@benefit-store/contract/step-fields';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { isPath, type Texts, type Values } from './agreement-values';
import { agreementTextsQuery, useSaveAgreement } from './api/agreement-step';

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  texts: Texts;
  fields: readonly FormField[];
}

export function useAgreementSave({ enrollmentId, texts, fields, onDone, registerForm }: Inputs) {
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
  registerForm(() => ({ agreements: form.getValues('agreements'), esign_consent: form.getValues('esign_consent') }));
  const method = form.watch('signature_method');

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

  return { form, submit, problem, saving: save.isPending, asked, configuredValue, signatureAsked, attestationAsked };
}

export type AgreementForm = ReturnType<typeof useAgreementSave>['form'];
