// The agreement and signature step (spec 001 sections 2 to 5, 9; decision 0022): the agreement
// texts of the enrollment's portal and group in the caller's language with the carrier's fee text
// and the premier price; the verification fields as configured; and the signature, kept as an
// electronic-signature record: consent, intent, signer, time, address, language, the session that
// captured it (and, for staff, who and the applicant's presence attested: decision 0037) and the
// SHA-256 digest of exactly the text signed, with the drawn PNG sealed as a blob or the typed name.
import {
  type AgreementInfo,
  agreementForm,
  agreementProblems,
  type SignerType,
  signerOf,
  specialCarrierFeeCents,
} from '@benefit-store/contract/enrollment-agreement';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { type Language, translate } from '@benefit-store/contract/messages/translate';
import { centsToDecimal } from '@benefit-store/contract/money';
import { configuredSchema } from '@benefit-store/contract/step-fields';
import { z } from 'zod';
import type { Db } from '../../../../db/database';
import type { Caller } from '../../../../http/caller';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { type FieldProblem, InvalidFields } from '../../../../http/errors';
import type { Session } from '../../../../http/session';
import { fieldProblems } from '../../../../http/validation';
import { enqueue } from '../../../../jobs/runner';
import type { BlobFiles } from '../../../../lib/blob-files';
import type { FieldCipher } from '../../../../lib/field-crypto';
import { sessionHeldVia } from '../../../auth/enrollment-access';
import { cartView } from '../../../cart/cart-view';
import { cartHolds } from '../../../cart/service';
import { putBlob } from '../../../documents/blob-service';
import { formatMoney } from '../../../documents/format';
import { findAgent, findGroup } from '../../../landing/party-service';
import { requireFilterRow } from '../../../quoting/service';
import { type FieldValue, formFieldsOf, readStep, saveStep } from '../../step-service';
import { capturedBy, captureOf, typedNameMatches } from './capture';
import * as repo from './repo';
import { signaturePngOf } from './signature-png';
import { signatureStateOf } from './signature-state';
import { sha256Of, signedText } from './signed-text';

const tab = 'agreement_info';
export const renderCertificateJob = 'render-signature-certificate';

/** The special carrier's fee text (spec 001 section 9), its amounts from the contract's constants. */
export const specialCarrierFeeText = (language: Language) =>
  translate(
    language,
    'agreement.special_carrier_fees',
    Object.fromEntries(
      Object.entries(specialCarrierFeeCents).map(([name, cents]) => [name, formatMoney(centsToDecimal(cents))]),
    ),
  );

/**
 * The agreement as shown to this enrollment in `caller`'s language: its texts, the fee text when
 * the cart holds a special-carrier plan, the premier (L713) net price, the consent to sign
 * electronically, and the canonical text these make with the cart's plans and prices.
 */
export async function agreementOf(db: Db, enrollment: EnrollmentRef, caller: Caller) {
  const language = caller.language;
  const texts = await repo.agreementTextsOf(db, enrollment.id, language);
  const special = await cartHolds(db, enrollment.id, (plan) => plan.isPrudential);
  const cart = await cartView(db, enrollment.id, caller, signatureStateOf);
  const specialMessage = special ? specialCarrierFeeText(language) : '';
  const consent = translate(language, 'agreement.esign_consent');
  const filter = await requireFilterRow(db, enrollment.id);
  const income = filter.annual_income_cents;
  const text = signedText({
    enrollmentId: enrollment.public_id,
    language,
    effectiveDate: cart.effective_date,
    household: {
      zip: filter.zip,
      state: filter.state,
      birth_date: filter.birth_date,
      gender: filter.gender,
      tier: filter.tier,
      tobacco: filter.tobacco,
      spouse_birth_date: filter.spouse_birth_date,
      child_count: filter.child_count,
      annual_income_cents: income === null ? null : Number(income),
      weekly_hours: filter.weekly_hours,
      portal: filter.platform_public_id,
    },
    plans: cart.result.map((line) => ({
      plan_id: line.plan_id,
      plan_pricing_id: line.plan_pricing_id,
      plan_name: line.plan_name,
      price: line.price,
    })),
    firstMonth: cart.initial_month_cost,
    recurring: cart.recurring_month_cost,
    texts,
    specialMessage,
    premierNetPrice: cart.has_l713 ? cart.l713_net_price : null,
    consent,
  });
  return {
    answer: {
      result: texts,
      special_message: specialMessage,
      l713_net_price: cart.l713_net_price,
      has_l713: cart.has_l713,
      esign_consent: consent,
      text_sha256: sha256Of(text),
    },
    text,
  };
}

/** What the step saved that is not personal (the record's public half), as `enrollment_step.data`. */
const savedRecord = z.object({
  eprocess: z.enum(['rep', 'group', 'applicant', 'sigapplicant']),
  signature_method: z.enum(['drawn', 'typed', 'verified', 'checkbox']),
  signed_at: z.string(),
  language: z.enum(['en', 'es']),
  text_sha256: z.string(),
  esign_consent: z.literal(true),
  agreements_accepted: z.number(),
  question_id: z.string().optional(),
  date: z.string().optional(),
  signature_blob: z.string().optional(),
  signature_size: z.object({ width: z.number(), height: z.number() }).optional(),
  /** Absent from records signed before decision 0037. */
  captured_by: capturedBy.optional(),
});
/** The record's personal half, sealed in `enrollment_step.sealed_data`. */
const sealedRecord = z.object({
  signer_name: z.string(),
  client_address: z.string(),
  signed_text: z.string(),
  typed_signature: z.string().optional(),
  question: z.string().optional(),
  answer: z.string().optional(),
  verification_code: z.string().optional(),
  agent_name: z.string().optional(),
  agent_code: z.string().optional(),
  group_name: z.string().optional(),
  group_code: z.string().optional(),
  user_name: z.string().optional(),
  /** The display name of the staff account whose session captured the signature. */
  staff_name: z.string().optional(),
});
export type SignatureRecord = z.infer<typeof savedRecord> & z.infer<typeof sealedRecord>;

/** The enrollment's signature record, its sealed half opened; undefined until the agreement is signed. */
export async function signatureRecordOf(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
): Promise<SignatureRecord | undefined> {
  const step = await readStep(db, cipher, enrollment, tab);
  if (step?.state !== 'signed') return undefined;
  return { ...savedRecord.parse(step.data), ...sealedRecord.parse(step.sealed) };
}

const usDayOf = (now: Date) => {
  const [year, month, day] = now.toISOString().slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

/** The values the step's fields start from: what was signed, else the rep's and group's names, today and the question. */
async function prefillOf(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  language: Language,
  now: Date,
): Promise<Record<string, FieldValue>> {
  const record = await signatureRecordOf(db, cipher, enrollment);
  const { agent_public_id, group_public_id } = await requireFilterRow(db, enrollment.id);
  const agent = agent_public_id === null ? undefined : await findAgent(db, agent_public_id, language);
  const group = group_public_id === null ? undefined : await findGroup(db, group_public_id, language);
  const agentName = agent ? [agent.first_name, agent.last_name].filter(Boolean).join(' ') : undefined;
  return {
    question_id: 'identity',
    question: translate(language, 'agreement.verification_question'),
    date: usDayOf(now),
    ...(agentName ? { agent_name: agentName } : {}),
    ...(group ? { group_name: group.name } : {}),
    // Codes and answers are never sent back: only names the store already shows.
    ...(record?.agent_name ? { agent_name: record.agent_name } : {}),
    ...(record?.group_name ? { group_name: record.group_name } : {}),
    ...(record?.user_name ? { user_name: record.user_name } : {}),
  };
}

/** The step's fields as configured, with the values they start from. */
export async function agreementFieldsOf(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  language: Language,
  now: Date,
): Promise<FormField[]> {
  return formFieldsOf(db, enrollment.id, tab, await prefillOf(db, cipher, enrollment, language, now));
}

/**
 * The step's fields for `session`: as configured, and for a staff session capturing the applicant's
 * signature, the attestation checkbox `applicant_present` it must tick (decision 0037).
 */
export async function agreementFieldsFor(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  caller: Caller,
  session: Session,
): Promise<FormField[]> {
  const fields = await agreementFieldsOf(db, cipher, enrollment, caller.language, caller.now);
  const signer = signerOf(fields);
  if (!session.staff || (signer !== 'applicant' && signer !== 'sigapplicant')) return fields;
  return [...fields, { field_name: 'applicant_present', value: false, required: true, read_only: false }];
}

/** The applicant's name as saved on the personal step (empty parts when not saved). */
async function applicantNameParts(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const personal = (await readStep(db, cipher, enrollment, 'primary_info'))?.data ?? {};
  const part = (name: string) => {
    const value = personal[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return { first: part('first_name'), middle: part('middle_name'), last: part('last_name') };
}

/** The applicant's full name from the personal step, for a drawn signature's record. */
async function applicantName(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef): Promise<string> {
  const { first, middle, last } = await applicantNameParts(db, cipher, enrollment);
  return [first, middle, last].filter(Boolean).join(' ');
}

type SignatureMethodKept = z.infer<typeof savedRecord>['signature_method'];
interface Signature {
  method: SignatureMethodKept;
  signerName: string;
  png?: { bytes: Buffer; width: number; height: number } | undefined;
  typed?: string | undefined;
}

/** How the signer signed (the rules already passed), or the problem of a drawn image that is no signature pad's PNG. */
async function signatureOf(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  signer: SignerType,
  info: AgreementInfo,
): Promise<Signature | FieldProblem> {
  if (signer === 'rep') return { method: 'verified', signerName: info.agent_name ?? '' };
  if (signer === 'group') return { method: 'verified', signerName: info.group_name ?? '' };
  if (signer === 'applicant') return { method: 'verified', signerName: info.user_name ?? '' };
  const typed = info.typed_signature?.trim() ?? '';
  const method = info.signature_method ?? (info.signature ? 'drawn' : typed !== '' ? 'typed' : undefined);
  if (method === 'typed' && typed !== '') {
    // A typed name is the applicant's own: anyone else's (or a made-up one) signs for no one.
    if (!typedNameMatches(typed, await applicantNameParts(db, cipher, enrollment)))
      return { target_element: 'typed_signature', key: 'agreement.typed_name_mismatch' };
    return { method: 'typed', signerName: typed, typed };
  }
  if (method === 'drawn' && info.signature) {
    const png = signaturePngOf(info.signature);
    if (!png.ok) return { target_element: 'signature', key: png.key };
    return { method: 'drawn', signerName: await applicantName(db, cipher, enrollment), png };
  }
  // A sigapplicant not asked to sign (the signature flag off): ticking the boxes is the act of signing.
  return { method: 'checkbox', signerName: await applicantName(db, cipher, enrollment) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SignScope {
  /** The enrollment's lock transaction. */
  db: Db;
  cipher: FieldCipher;
  blobs: BlobFiles;
  enrollment: EnrollmentRef;
  caller: Caller;
  /** The session capturing the signature: named on the record (decision 0037). */
  session: Session;
}

/**
 * Signs the agreement: every checkbox ticked, the consent to sign electronically given, the
 * verification fields the configuration asks, and the signature the signer type needs (derived
 * here, never taken from the browser). The digest the browser was shown must be the digest of the
 * text as it stands (a cart changed meanwhile is refused). Records the signature, marks the step
 * signed and queues the certificate's rendering after commit.
 */
export async function signAgreement(scope: SignScope, sent: unknown): Promise<void> {
  const { db, cipher, enrollment, caller } = scope;
  const fields = await agreementFieldsOf(db, cipher, enrollment, caller.language, caller.now);
  const signer = signerOf(fields);
  const signatureRequired = fields.some((field) => field.field_name === 'signature' && field.required);
  const { answer, text } = await agreementOf(db, enrollment, caller);
  // The signature is the agreement's own rule (agreementProblems), not a field the configuration fills.
  const schema = configuredSchema(
    agreementForm,
    fields.map((field) => (field.field_name === 'signature' ? { ...field, required: false } : field)),
  );
  const parsed = schema.safeParse(sent);
  const ruled = agreementProblems(isRecord(sent) ? sent : {}, {
    textCount: answer.result.length,
    signer,
    signatureRequired,
  });
  const problems = parsed.success ? [] : fieldProblems(parsed.error.issues);
  const flagged = new Set(problems.map((found) => found.target_element));
  problems.push(...ruled.filter((found) => !flagged.has(found.target_element)));
  if (!parsed.success || problems.length > 0) throw new InvalidFields(problems);
  const info = parsed.data;
  const signature = await signatureOf(db, cipher, enrollment, signer, info);
  if (!('method' in signature)) throw new InvalidFields([signature]);
  const { session } = scope;
  const via = session.staff ? undefined : await sessionHeldVia(db, session.id, enrollment.id);
  const applicantSigns = signer === 'applicant' || signer === 'sigapplicant';
  const capture = captureOf(session, via, applicantSigns, info.applicant_present);
  if (!('session_ref' in capture)) throw new InvalidFields([capture]);
  if (info.text_sha256 !== answer.text_sha256)
    throw new InvalidFields([{ target_element: 'text_sha256', key: 'agreement.text_changed' }]);

  const signatureBlob = signature.png
    ? await putBlob(db, scope.blobs, enrollment, {
        kind: 'signature',
        name: 'signature',
        contentType: 'image/png',
        filename: 'signature.png',
        bytes: signature.png.bytes,
      })
    : undefined;
  const record: z.input<typeof savedRecord> = {
    eprocess: signer,
    signature_method: signature.method,
    signed_at: caller.now.toISOString(),
    language: caller.language,
    text_sha256: answer.text_sha256,
    esign_consent: true,
    agreements_accepted: answer.result.length,
    ...(info.question_id ? { question_id: info.question_id } : {}),
    ...(info.date ? { date: info.date } : {}),
    ...(signatureBlob ? { signature_blob: signatureBlob } : {}),
    ...(signature.png ? { signature_size: { width: signature.png.width, height: signature.png.height } } : {}),
    captured_by: capture,
  };
  const personal = Object.fromEntries(
    (
      [
        'question',
        'answer',
        'verification_code',
        'agent_name',
        'agent_code',
        'group_name',
        'group_code',
        'user_name',
      ] as const
    ).flatMap((name) => (info[name] ? [[name, info[name]]] : [])),
  );
  const sealed: z.input<typeof sealedRecord> = {
    signer_name: signature.signerName,
    client_address: caller.ip,
    signed_text: text,
    ...(signature.typed ? { typed_signature: signature.typed } : {}),
    ...(session.staff ? { staff_name: session.staff.name } : {}),
    ...personal,
  };
  await saveStep(db, cipher, enrollment, tab, { data: record, sealed }, caller.now, { state: 'signed' });
  await enqueue(
    db,
    renderCertificateJob,
    { enrollment_id: enrollment.public_id, text_sha256: answer.text_sha256 },
    new Date(0),
  );
}
