// The agreement step: agreement texts, who signs, the verification answers and the drawn signature; calls.
import { usDay } from './dates';
import { imageBodyLimit } from './define';
import { byEnrollment, formFieldsCall, saved, wizardCall } from './enrollment-tabs';
import { notHealthField } from './health';
import { publicId } from './ids';
import { type MessageKey, msg } from './messages/en';
import { moneyText } from './money';
import type { FieldConfig, StepForm } from './step-fields';
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

/** The agreement checkboxes as sent, one per agreement text in order; `agreementProblems` says which must be ticked. */
export const agreementChecks = z.array(z.boolean(msg('common.invalid_value'))).max(50);

/** How the applicant signed: drawn on the signature pad, or the full name typed (WCAG 2.1 2.1.1). */
export const signatureMethods = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof signatureMethods)[number];

/** A SHA-256 digest as 64 lowercase hex digits. */
export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, msg('common.invalid_value'));

/** Signature pad sizes (spec 001 section 9): 450x300 at a width of 768 px or more, else 200x100. */
export const signatureCanvas = {
  wide: { width: 450, height: 300 },
  narrow: { width: 200, height: 100 },
  breakpoint: 768,
};

/**
 * The special carrier's fees (spec 001 section 9), in cents: shown in its fee text, each amount
 * formatted by `moneyText`. Association dues depend on the tier.
 */
export const specialCarrierFeeCents = {
  union_dues: 2500,
  annuity_fund: 1000,
  billing_fees: 3000,
  association_single: 5000,
  association_spouse: 10000,
  association_children: 10000,
  association_family: 15000,
  marketer_low: 7700,
  marketer_high: 15000,
} as const;

const verificationQuestion = "the signer's identity question, not a health question";
export const agreementInfo = z.object({
  /** Who signs is derived by the server from the step's configuration; a value sent is ignored. */
  eprocess: z.enum(signerTypes, msg('common.invalid_value')).optional(),
  // The signer's identity question and answer: no one's health.
  question_id: notHealthField(text(20), verificationQuestion).optional(),
  question: notHealthField(text(500), verificationQuestion).optional(),
  answer: notHealthField(text(500), verificationQuestion).optional(),
  verification_code: text(40).optional(),
  date: usDay.optional(),
  agent_name: text(100).optional(),
  agent_code: text(40).optional(),
  group_name: text(100).optional(),
  group_code: text(40).optional(),
  user_name: text(100).optional(),
  signature: pngDataUrl.optional(),
  /** The agreement checkboxes, in the order of `get-agreement-texts`. */
  agreements: agreementChecks.optional(),
  /** Consent to sign electronically (ESIGN section 101(c)): its own checkbox. */
  esign_consent: z.boolean(msg('common.invalid_value')).optional(),
  signature_method: z.enum(signatureMethods, msg('common.invalid_value')).optional(),
  /** The applicant's full name typed as their signature (the keyboard and screen-reader way). */
  typed_signature: text(100).optional(),
  /** The digest of the text shown (`get-agreement-texts`): the server signs only that text. */
  text_sha256: sha256Hex.optional(),
  /**
   * A rep's or group administrator's attestation that the applicant is present and signs on the
   * staff's device (decision 0037): required when a staff session captures the applicant's signature.
   */
  applicant_present: z.boolean(msg('common.invalid_value')).optional(),
});
export type AgreementInfo = z.infer<typeof agreementInfo>;

/** The agreement step as the configuration sees it: the verification fields it may ask. */
export const agreementForm: StepForm<typeof agreementInfo> = {
  schema: agreementInfo,
  askedWhenRequired: [
    'question_id',
    'question',
    'answer',
    'verification_code',
    'date',
    'agent_name',
    'agent_code',
    'group_name',
    'group_code',
    'user_name',
  ],
};

/** The verification sections and their fields, each shown when the server marks its fields required. */
export const verificationSections = {
  broker: ['agent_name', 'agent_code'],
  group: ['group_name', 'group_code'],
  applicant: ['user_name'],
} as const;

/** Whether the configuration asks a field (its required flag: spec 001 section 2). */
export const isAsked = (config: readonly FieldConfig[], name: string) =>
  config.some((field) => field.field_name === name && field.required);

/** Who signs under this configuration (spec 001 section 4). */
export const signerOf = (config: readonly FieldConfig[]): SignerType =>
  signerTypeOf({
    agent_name: isAsked(config, 'agent_name'),
    group_name: isAsked(config, 'group_name'),
    user_name: isAsked(config, 'user_name'),
  });

/** What the agreement's own rules need to know beyond the form: how many texts, who signs, whether a signature is asked. */
export interface AgreementRules {
  textCount: number;
  signer: SignerType;
  /** The `signature` field's required flag (spec 001 section 5). */
  signatureRequired: boolean;
}

/**
 * The agreement's rules beyond each field's own (browser and server alike): every checkbox ticked
 * and the consent given ("This field is required."), and of a sigapplicant asked to sign, a drawn
 * signature ("Signature is required") or, signing the typed way, a typed name.
 */
export function agreementProblems(
  sent: Partial<Record<'agreements' | 'esign_consent' | 'signature' | 'typed_signature' | 'signature_method', unknown>>,
  rules: AgreementRules,
): { target_element: string; key: MessageKey }[] {
  const problems: { target_element: string; key: MessageKey }[] = [];
  const ticked = Array.isArray(sent.agreements) ? sent.agreements : [];
  for (let index = 0; index < rules.textCount; index++)
    if (ticked[index] !== true)
      problems.push({ target_element: `agreements.${index}`, key: 'common.this_field_required' });
  if (sent.esign_consent !== true)
    problems.push({ target_element: 'esign_consent', key: 'common.this_field_required' });
  if (rules.signer !== 'sigapplicant' || !rules.signatureRequired) return problems;
  const typed = typeof sent.typed_signature === 'string' ? sent.typed_signature.trim() : '';
  const drawn = typeof sent.signature === 'string' && sent.signature !== '';
  const method = sent.signature_method ?? (drawn ? 'drawn' : typed !== '' ? 'typed' : undefined);
  if (method === 'typed') {
    if (typed === '') problems.push({ target_element: 'typed_signature', key: 'agreement.typed_signature_required' });
  } else if (!drawn) problems.push({ target_element: 'signature', key: 'wizard.signature_required' });
  return problems;
}

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
    /** The text of the consent to sign electronically, in the language shown. */
    esign_consent: z.string(),
    /** SHA-256 of the canonical text these answers make with the cart's plans and prices. */
    text_sha256: sha256Hex,
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
  summary:
    'Signs the agreement: the checkboxes, the consent to sign electronically, the verification answers and the drawn (PNG data URL) or typed signature, against the digest of the text shown.',
  input: agreementInfo.extend({ enrollment_id: publicId }),
  data: saved,
  bodyLimit: imageBodyLimit,
});
