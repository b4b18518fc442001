// The text an applicant signs (decision 0022), defined once so that its SHA-256 digest can be
// computed again by anyone holding the signature certificate: the agreement texts as shown, in the
// language shown, with the plans (and options) and prices of the cart, the household they were
// priced for, the effective date, the fee texts and the consent to sign electronically (v2,
// decision 0037; a v1 text stays verifiable by its digest). Pure: no database, no clock.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Language } from '@benefit-store/contract/messages/translate';
import { formatMoney } from '../../../documents/format';

/**
 * Names the canonical form; a later change of the form gets a new version line. v1 (decision 0022)
 * had no household and no plan ids; its texts are still verified by their digest, never rebuilt.
 */
export const signedTextVersion = 'Benefit Store signed agreement, canonical text v2';

/** The household the cart was priced for, as stored (days `YYYY-MM-DD`, income in cents). */
export interface SignedHousehold {
  zip: string | null;
  state: string | null;
  birth_date: string | null;
  gender: number | null;
  tier: string | null;
  tobacco: string;
  spouse_birth_date: string | null;
  child_count: number | null;
  annual_income_cents: number | null;
  weekly_hours: number | null;
  portal: string | null;
}

export interface SignedTextParts {
  enrollmentId: string;
  language: Language;
  effectiveDate: string | null;
  household: SignedHousehold;
  plans: readonly { plan_id: string; plan_pricing_id: string; plan_name: string; price: string }[];
  firstMonth: string;
  recurring: string;
  texts: readonly { text_head: string; text_body: string; text_required: string }[];
  specialMessage: string;
  premierNetPrice: string | null;
  consent: string;
}

const labels = {
  en: {
    enrollment: 'Enrollment',
    language: 'Language',
    effective: 'Effective date',
    household: 'Household',
    plans: 'Plans (monthly price)',
    firstMonth: 'First month total',
    recurring: 'Recurring monthly total',
    agreement: 'Agreement',
    accepted: 'Accepted',
    fees: 'Carrier fees',
    premier: 'Premier (L713) net price',
    consent: 'Consent to sign electronically',
    none: 'not chosen',
  },
  es: {
    enrollment: 'Inscripción',
    language: 'Idioma',
    effective: 'Fecha de vigencia',
    household: 'Hogar',
    plans: 'Planes (precio mensual)',
    firstMonth: 'Total del primer mes',
    recurring: 'Total mensual recurrente',
    agreement: 'Acuerdo',
    accepted: 'Aceptado',
    fees: 'Cargos de la aseguradora',
    premier: 'Precio neto Premier (L713)',
    consent: 'Consentimiento para firmar electrónicamente',
    none: 'sin elegir',
  },
} as const;

/** One line of text: Unicode NFC, whitespace runs as one space, no line breaks of its own. */
const line = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The household as one line of `name=value` pairs in a fixed order (wire words: the same in both languages). */
const householdLine = (household: SignedHousehold) =>
  line(
    (
      [
        'zip',
        'state',
        'birth_date',
        'gender',
        'tier',
        'tobacco',
        'spouse_birth_date',
        'child_count',
        'annual_income_cents',
        'weekly_hours',
        'portal',
      ] as const
    )
      .map((name) => `${name}=${household[name] ?? '-'}`)
      .join(' '),
  );

/** The canonical text: UTF-8, lines ended by "\n", each line normalized (NFC, single spaces). */
export function signedText(parts: SignedTextParts): string {
  const w = labels[parts.language];
  const lines = [
    signedTextVersion,
    `${w.enrollment}: ${parts.enrollmentId}`,
    `${w.language}: ${parts.language}`,
    `${w.effective}: ${parts.effectiveDate ?? w.none}`,
    `${w.household}: ${householdLine(parts.household)}`,
    `${w.plans}:`,
    ...parts.plans.map(
      (plan) =>
        `- ${line(plan.plan_name)} [${line(plan.plan_id)} ${line(plan.plan_pricing_id)}]: ${formatMoney(plan.price)}`,
    ),
    `${w.firstMonth}: ${formatMoney(parts.firstMonth)}`,
    `${w.recurring}: ${formatMoney(parts.recurring)}`,
    ...parts.texts.flatMap((text, index) => [
      `${w.agreement} ${index + 1}: ${line(text.text_head)}`,
      line(text.text_body),
      `[${w.accepted}] ${line(text.text_required)}`,
    ]),
    ...(parts.specialMessage === '' ? [] : [`${w.fees}: ${line(parts.specialMessage)}`]),
    ...(parts.premierNetPrice === null ? [] : [`${w.premier}: ${formatMoney(parts.premierNetPrice)}`]),
    `${w.consent}: ${line(parts.consent)}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex digits. */
export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Whether `text` is exactly the text whose digest is `sha256` (the certificate's check). */
export function verifySignedText(text: string, sha256: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return false;
  return timingSafeEqual(Buffer.from(sha256Of(text), 'hex'), Buffer.from(sha256, 'hex'));
}
