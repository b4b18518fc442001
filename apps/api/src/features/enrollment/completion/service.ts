// Completing an enrollment (spec 001, review): in the enrollment's one transaction, every required
// step saved, the cart priced and dated again and the signature still covering it (checks.ts), then the member (new, or the one an existing-member enrollment is for), the policy
// with its plans at the prices and fees of their cart lines, every step's answers as submitted
// (sealed parts re-sealed to the policy), beneficiaries and dependents kept on file, the
// enrollment marked completed, and the Enrollment Receipt queued to the client and the enroller
// with the first invoice attached. Repeats answer the same policy. Also the receipt, and the
// first invoice's data (rendered outside every lock).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Language } from '@benefit-store/contract/messages/translate';
import { centsToDecimal } from '@benefit-store/contract/money';
import type { Db } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import type { EnrollmentRef } from '../../../http/enrollment-ref';
import type { BlobFiles } from '../../../lib/blob-files';
import type { FieldCipher, SealedPlace } from '../../../lib/field-crypto';
import { newPublicId } from '../../../lib/ids';
import { cartLines } from '../../cart/service';
import { catalogIn } from '../../catalog/catalog-languages';
import { currentCatalog } from '../../catalog/catalog-service';
import { type DocumentAttachment, invoiceBlobName, renderAttachment } from '../../documents/attachments';
import { documentIdOf, keepDocument } from '../../documents/blob-service';
import { type InvoiceDocumentData, paymentMethods, paymentMethodText } from '../../documents/invoice-pdf';
import { queueEmail } from '../../messaging/outbox';
import { memberPhoneMac } from '../../verification/contact-checks';
import { type SavedStep, savedSteps, saveStep } from '../step-service';
import { keepBeneficiariesOfEnrollment } from '../steps/beneficiaries/service';
import { keepBillingOnFile } from '../steps/billing/service';
import { requireEnrollerCode } from '../steps/personal/service';
import { dynamicTabsOf } from '../tabs-service';
import { requireCartCurrent, requireSignatureCurrent, requireSkipStillOffered } from './checks';
import { newConfirmationNumber } from './confirmation';
import {
  CartEmpty,
  EffectiveDateDiffers,
  EffectiveDateMissing,
  NotCompleted,
  PolicyUnknown,
  StepMissing,
} from './errors';
import * as repo from './repo';

export interface CompletionScope {
  /** The enrollment's lock transaction. */
  db: Db;
  cipher: FieldCipher;
  enrollment: EnrollmentRef;
  caller: Caller;
}

/** The review's notes; its text option is `textToClient`'s (text-option.ts), never completion's. */
export interface ReviewInfo {
  additional_notes?: string | undefined;
}

/** Where a policy's submitted step is sealed (decision 0008). */
export const policyStepPlace = (policyPublicId: string, tab: TabName): SealedPlace => ({
  table: 'policy_step',
  column: 'sealed_data',
  row: `${policyPublicId}/${tab}`,
});
/** Where a member's dependents on file are sealed. */
export const memberDependentPlace = (memberPublicId: string): SealedPlace => ({
  table: 'member_dependent',
  column: 'sealed_data',
  row: memberPublicId,
});
/** Where a member's SSN is sealed. */
export const memberSsnPlace = (memberPublicId: string): SealedPlace => ({
  table: 'member',
  column: 'ssn_sealed',
  row: memberPublicId,
});

type Steps = Map<TabName, SavedStep & { savedAt: Date }>;

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The first required step (in the wizard's order) not saved, or only as a draft, review itself aside. */
async function firstMissingStep(db: Db, enrollmentId: number, steps: Steps) {
  const tabs = await dynamicTabsOf(db, enrollmentId);
  const required = tabs.filter((tab) => tab.required && tab.tab_name !== 'review_info');
  required.sort((a, b) => a.order - b.order);
  for (const tab of required) {
    const name = tab.tab_name;
    // A draft (saved for later as it stood) is not done.
    if (name !== 'review_info' && (steps.get(name)?.state ?? 'draft') === 'draft') return name;
  }
  return undefined;
}

/**
 * Completes the enrollment; its policy's confirmation number. Runs in the enrollment's lock (also
 * on a completed one, whose policy it answers), so 50 parallel submissions make one policy.
 */
export async function completeEnrollment(scope: CompletionScope, review: ReviewInfo): Promise<string> {
  const { db, cipher, enrollment, caller } = scope;
  const done = await repo.policyOfEnrollment(db, enrollment.id);
  if (done) return done.public_id;

  const notes = textOf(review.additional_notes);
  await saveStep(
    db,
    cipher,
    enrollment,
    'review_info',
    { data: { send_sms: 0 }, sealed: notes === undefined ? undefined : { additional_notes: notes } },
    caller.now,
  );
  const steps = await savedSteps(db, cipher, enrollment);
  const missing = await firstMissingStep(db, enrollment.id, steps);
  if (missing) throw new StepMissing(missing);
  await requireSkipStillOffered(scope, steps);
  await requireEnrollerCode(db, enrollment.id);
  await requireCartCurrent(scope);
  await requireSignatureCurrent(scope, steps);
  const facts = await repo.enrollmentFacts(db, enrollment.id);
  if (!facts.effective_date) throw new EffectiveDateMissing();
  const lines = await cartLines(db, enrollment.id);
  if (lines.length === 0) throw new CartEmpty();

  const member = await memberOf(scope, facts, steps);
  const recurring = lines.reduce((sum, line) => sum + line.price_cents, 0);
  const confirmation = newConfirmationNumber();
  const terms = {
    public_id: confirmation,
    effective_date: facts.effective_date,
    // No one-time fees exist in the catalog: the first month costs what each month does (cart-view.ts).
    first_month_cents: recurring,
    recurring_cents: recurring,
  };
  const policy = await repo.insertPolicy(db, {
    ...terms,
    enrollment_id: enrollment.id,
    member_id: member.id,
    language: applicantLanguage(steps, caller.language),
    send_sms: false,
  });
  await repo.insertPolicyPlans(
    db,
    policy.id,
    lines.map((line) => ({
      plan_id: line.plan_id,
      plan_pricing_id: line.plan_pricing_id,
      price_cents: line.price_cents,
      fee_cents: line.fee_cents,
      benefit_dollars: line.benefit_dollars,
    })),
  );
  await repo.insertPolicySteps(
    db,
    policy.id,
    [...steps].map(([tab, step]) => ({
      tab_name: tab,
      data: step.data,
      sealed_data:
        Object.keys(step.sealed).length === 0
          ? null
          : cipher.seal(JSON.stringify(step.sealed), policyStepPlace(policy.public_id, tab)),
      saved_at: step.savedAt,
    })),
  );
  await repo.holdPlans(
    db,
    member.id,
    confirmation,
    lines.map((line) => line.plan_id),
  );
  const beneficiaries = steps.get('beneficiary_info');
  if (beneficiaries) await keepBeneficiariesOfEnrollment(db, cipher, beneficiaries, member, caller.now);
  // A new bank account or card is kept on file, offered masked at the member's next enrollment.
  const billing = steps.get('billing_info');
  if (billing)
    await keepBillingOnFile(db, cipher, billing, { memberId: member.id, enrollmentId: enrollment.id }, caller.now);
  const dependents = steps.get('dependent_info');
  if (dependents)
    await repo.keepMemberDependents(db, {
      memberId: member.id,
      data: dependents.data,
      sealedData:
        Object.keys(dependents.sealed).length === 0
          ? null
          : cipher.seal(JSON.stringify(dependents.sealed), memberDependentPlace(member.public_id)),
      savedAt: caller.now,
    });
  await repo.markCompleted(db, enrollment.id, caller.now, member.id);
  const named = { ...terms, created_at: policy.created_at, first_name: member.first_name, last_name: member.last_name };
  await queueReceipts(scope, facts, steps, { policy: named, plans: lines, billing: billing?.data });
  return confirmation;
}

/**
 * The applicant's language: the one they signed the agreement in when they signed it themselves
 * (in the wizard, or from a hand-off link), else the language of whoever completes the enrollment.
 */
function applicantLanguage(steps: Steps, fallback: Language): Language {
  const agreement = steps.get('agreement_info');
  const signer = agreement?.data.eprocess;
  const language = agreement?.data.language;
  const byApplicant = agreement?.state === 'signed' && (signer === 'sigapplicant' || signer === 'applicant');
  return byApplicant && (language === 'en' || language === 'es') ? language : fallback;
}

/** The member the enrollment is for: an existing member's, or a new one from the saved steps. */
async function memberOf(scope: CompletionScope, facts: repo.EnrollmentFacts, steps: Steps) {
  const { db, cipher } = scope;
  if (facts.member_id !== null) return repo.findMemberById(db, facts.member_id);
  const personal = steps.get('primary_info');
  const first = textOf(personal?.data.first_name);
  const last = textOf(personal?.data.last_name);
  if (!personal || !first || !last) throw new StepMissing('primary_info');
  const contact = steps.get('contact_info');
  const ssn = textOf(personal.sealed.ssn);
  const phone = textOf(contact?.sealed.phone_number);
  const publicId = newPublicId();
  const zip = textOf(contact?.data.zip) ?? facts.zip;
  const state = textOf(contact?.data.state) ?? facts.state;
  if (!facts.birth_date || facts.gender === null || !zip || !state) throw new StepMissing('primary_info');
  return repo.insertMember(db, {
    public_id: publicId,
    first_name: first,
    last_name: last,
    birth_date: facts.birth_date,
    email: textOf(contact?.sealed.email_address) ?? '',
    zip,
    state,
    gender: facts.gender,
    tobacco: facts.tobacco,
    ssn_sealed: ssn ? cipher.seal(ssn, memberSsnPlace(publicId)) : null,
    ssn_last4: ssn ? ssn.slice(-4) : null,
    agent_id: facts.agent_id,
    employer_group_id: facts.employer_group_id,
    platform_id: facts.platform_id,
    // Found by its keyed hash only: "Phone already exists" for the next new member (decision 0041).
    phone_mac: phone ? memberPhoneMac(cipher, phone) : null,
  });
}

/**
 * The payment method of the billing step's answers: its method, and the last four digits of the
 * card or account (the step shows them masked: only digits at the end are read). None while no
 * billing step was saved.
 */
export function paymentOf(billing: Record<string, unknown> | undefined): InvoiceDocumentData['payment'] {
  const method = paymentMethods.find((known) => known === billing?.payment_method) ?? null;
  const number = [billing?.card_number, billing?.account_number].find((value) => typeof value === 'string');
  const last4 = typeof number === 'string' ? (/(\d{4})$/.exec(number)?.[1] ?? null) : null;
  return { method, last4: method === null ? null : last4 };
}

/** What a policy's first invoice is made of: the policy with its member's name, its plans and its billing answers. */
interface Invoiced {
  policy: Omit<repo.PolicyRow, 'id' | 'language'>;
  plans: readonly { plan_id: string; price_cents: number; fee_cents: number }[];
  billing: Record<string, unknown> | undefined;
}

/** The first invoice's data as the policy holds it (what completing it wrote, read back), in its language. */
export async function invoiceOfPolicy(db: Db, policy: repo.PolicyRow): Promise<InvoiceDocumentData> {
  const plans = await repo.plansOfPolicy(db, policy.id);
  const billing = await repo.stepOfPolicy(db, policy.id, 'billing_info');
  return invoiceDataOf(db, { policy, plans, billing: billing?.data }, policy.language);
}

const byPlanId = (a: { plan_id: string }, b: { plan_id: string }) => (a.plan_id < b.plan_id ? -1 : 1);

/**
 * The first invoice's data: names of plans in `language`, from the catalog stamped `catalogVersion`
 * (the current one when not given), plans in the order of their ids.
 */
async function invoiceDataOf(
  db: Db,
  { policy, plans: unordered, billing }: Invoiced,
  language: Language,
  catalogVersion?: string,
): Promise<InvoiceDocumentData> {
  const catalog = catalogIn(await currentCatalog(db, catalogVersion), language);
  const plans = [...unordered].sort(byPlanId);
  return {
    confirmation: policy.public_id,
    name: `${policy.first_name} ${policy.last_name}`,
    issued: dayOf(policy.created_at),
    effective_date: policy.effective_date,
    plans: plans.map((plan) => ({
      plan_name: catalog.byId.get(plan.plan_id)?.name ?? plan.plan_id,
      premium: centsToDecimal(plan.price_cents - plan.fee_cents),
      fee: centsToDecimal(plan.fee_cents),
      price: centsToDecimal(plan.price_cents),
    })),
    fees_total: centsToDecimal(plans.reduce((sum, plan) => sum + plan.fee_cents, 0)),
    first_month_total: centsToDecimal(policy.first_month_cents),
    recurring_total: centsToDecimal(policy.recurring_cents),
    payment: paymentOf(billing),
  };
}

/**
 * The signature certificate of the agreement step, attached to the receipt when the enrollment was
 * signed: named by the signed text's digest, it is rendered (or found kept by the certificate job)
 * by the delivery after commit, never under this lock (decision 0022).
 */
function signatureCertificateAttachments(steps: Steps): DocumentAttachment[] {
  const agreement = steps.get('agreement_info');
  const sha256 = agreement?.state === 'signed' ? agreement.data.text_sha256 : undefined;
  return typeof sha256 === 'string' ? [{ document: 'signature_certificate', data: { text_sha256: sha256 } }] : [];
}

/**
 * The Enrollment Receipt to the client (the contact step's email) in the applicant's language, and
 * to the enroller, if another person, in the completer's (decision 0044); both with the applicant's
 * documents, the invoice made of what the policy was just written with.
 */
async function queueReceipts(scope: CompletionScope, facts: repo.EnrollmentFacts, steps: Steps, invoiced: Invoiced) {
  const { db, cipher, enrollment, caller } = scope;
  const certificates = signatureCertificateAttachments(steps);
  const signed = certificates.length > 0;
  const receiptIn = async (language: Language) => {
    const invoice = await invoiceDataOf(db, invoiced, language, enrollment.snapshot?.catalogVersion);
    const { name, confirmation, effective_date, first_month_total, recurring_total } = invoice;
    const plans = invoice.plans.map((plan) => ({ plan_name: plan.plan_name, price: plan.price }));
    const payment = paymentMethodText(invoice.payment, language);
    const data = { name, confirmation, effective_date, plans, first_month_total, recurring_total, payment, signed };
    return { language, data, invoice };
  };
  const applicant = await receiptIn(applicantLanguage(steps, caller.language));
  const attachments: DocumentAttachment[] = [{ document: 'invoice', data: applicant.invoice }, ...certificates];
  const client = textOf(steps.get('contact_info')?.sealed.email_address);
  const enroller = textOf(facts.agent_email) ?? textOf(facts.group_email);
  const recipients = [
    ...(client ? [{ to: client, for_enroller: false, receipt: applicant }] : []),
    ...(enroller && enroller.toLowerCase() !== client?.toLowerCase()
      ? [{ to: enroller, for_enroller: true, receipt: await receiptIn(caller.language) }]
      : []),
  ];
  for (const { to, for_enroller, receipt } of recipients)
    await queueEmail(db, cipher, {
      to,
      language: receipt.language,
      template: 'enrollment_receipt',
      data: { ...receipt.data, for_enroller },
      attachments,
      enrollmentId: enrollment.id,
    });
}

export interface Receipt {
  policy_id: string;
  name: string;
  callInvoice: boolean;
  effective_date: string;
  invoice_id: string | null;
}

/** The receipt of a completed enrollment; NotCompleted before. */
export async function receiptOf(db: Db, enrollment: EnrollmentRef): Promise<Receipt> {
  const policy = await repo.policyOfEnrollment(db, enrollment.id);
  if (!policy) throw new NotCompleted();
  const invoice = (await documentIdOf(db, enrollment.id, invoiceBlobName)) ?? null;
  return {
    policy_id: policy.public_id,
    name: `${policy.first_name} ${policy.last_name}`,
    callInvoice: invoice === null,
    effective_date: policy.effective_date,
    invoice_id: invoice,
  };
}

/**
 * The first invoice of the enrollment's policy, rendered once (outside every lock: `db` is the
 * server's handle) and kept as the enrollment's blob; the receipt emails attach the same one.
 * Refuses a policy or effective date that is not this enrollment's.
 */
export async function firstInvoice(
  db: Db,
  blobs: BlobFiles,
  enrollment: EnrollmentRef,
  asked: { policy_id: string; effectiveDate: string },
): Promise<string> {
  const policy = await repo.policyOfEnrollment(db, enrollment.id);
  if (!policy) throw new NotCompleted();
  if (policy.public_id !== asked.policy_id) throw PolicyUnknown();
  if (policy.effective_date !== asked.effectiveDate) throw EffectiveDateDiffers();
  const kept = await keepDocument(db, blobs, enrollment.id, invoiceBlobName, async () =>
    renderAttachment({ document: 'invoice', data: await invoiceOfPolicy(db, policy) }, policy.language),
  );
  return kept.publicId;
}
