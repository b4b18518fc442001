// The agreement step: agreement texts, who signs, the verification answers and the drawn signature; calls.
import { usDay } from './dates';
import { imageBodyLimit } from './define';
import { byEnrollment, formFieldsCall, saved, wizardCall } from './enrollment-tabs';
import { publicId } from './ids';
import { msg } from './messages/en';
import { moneyText } from './money';
import { pngDataUrl, text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- agreement and signature

export const signerTypes = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export type SignerType = (typeof signerTypes)[number];

/** Who signs: the first verification the server requires, else a drawn signature. */
export function signerTypeOf(required: { agent_name: boolean; group_name: boolean; user_name: boolean }): SignerType {
  if (required.agent_name) return 'rep';
  if (required.group_name) return 'group';
  return required.user_name ? 'applicant' : 'sigapplicant';
}

/** Every agreement checkbox must be ticked. */
export const agreementChecks = z.array(z.literal(true, msg('common.this_field_required')));

export const agreementInfo = z.object({
  eprocess: z.enum(signerTypes, msg('common.required')),
  question_id: text(20).optional(),
  question: text(500).optional(),
  answer: text(500).optional(),
  verification_code: text(40).optional(),
  date: usDay.optional(),
  agent_name: text(100).optional(),
  agent_code: text(40).optional(),
  group_name: text(100).optional(),
  group_code: text(40).optional(),
  user_name: text(100).optional(),
  signature: pngDataUrl.optional(),
});
export type AgreementInfo = z.infer<typeof agreementInfo>;

const signatureKey = msg('wizard.signature_required');
/** The agreement when a drawn signature is required (signer sigapplicant, not yet signed). */
export const signedAgreementInfo = agreementInfo.extend({
  signature: z.string(signatureKey).min(1, { error: signatureKey, abort: true }).pipe(pngDataUrl),
});

const agreementText = z.object({ text_head: z.string(), text_body: z.string(), text_required: z.string() });

export const getAgreementTexts = wizardCall({
  name: 'getAgreementTexts',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-agreement-texts',
  summary: 'Agreement texts with their checkbox labels, the carrier special message and the premier (L713) price.',
  input: byEnrollment,
  data: z.object({
    result: z.array(agreementText),
    special_message: z.string(),
    l713_net_price: moneyText,
    has_l713: z.boolean(),
  }),
});
export const getFormFieldsAgreementInfo = formFieldsCall(
  'getFormFieldsAgreementInfo',
  'get-form-fields-agreement-info',
  'agreement (verification questions, names and codes)',
);
export const saveAgreementInfo = wizardCall({
  name: 'saveAgreementInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-agreement-info',
  summary: 'Saves the verification answers and the drawn signature (a PNG data URL).',
  input: agreementInfo.extend({ enrollment_id: publicId }),
  data: saved,
  bodyLimit: imageBodyLimit,
});
