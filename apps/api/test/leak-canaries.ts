// The leak canaries (leak-canaries.test.ts): recognisable secrets, the fields each goes into, the
// input a call needs beyond them to store it, and how a call is sent and its answer searched.
import type { CallDef } from '@benefit-store/contract/define';
import type { TestApp } from './app';
import { textValues } from './text-values';

/** Appends the Luhn check digit, so the card canary passes card validation. */
function withLuhnDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((total, char, i) => {
    const d = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export const canary = {
  ssn: '219094387',
  account: '770011223344',
  // An American Express number: its security code has 4 digits, as the canary's does.
  card: withLuhnDigit('37391826405173'),
  securityCode: '8207',
  otp: '918273',
  resumeCode: 'RQ7CANARYX',
  password: 'Canary-Pass-5512',
  contactEmail: 'canary.contact.5512@example.com',
  phone: '2025550186',
  healthCondition: 'Canary-Condition-7731',
  medication: 'Canary-Medication-7731',
  healthNotes: 'Canary-Notes-7731',
};

/** A beneficiary the step accepts (a listed relationship, a share of 100), but for its SSN. */
export const beneficiaryAnswers = {
  first_name: 'Eva',
  last_name: 'Ruiz',
  birthdate: '02/14/1990',
  relationship: 'spouse',
  beneficiary_percentage: 100,
};

/** What a step's save requires beyond its schema (its configured fields), so the canary is saved. */
export const stepAnswers: Readonly<Record<string, Record<string, unknown>>> = {
  validateSingleBeneficiary: beneficiaryAnswers,
  // The canary code was sent to this contact (codeSent), so the right code is verified.
  verifyOtp: { type: 'email', contact: canary.contactEmail },
  saveContactInfo: { address1: '100 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' },
  // A card payment (the card and security code canaries); the account canary goes through an EFT
  // save of its own (throughBilling).
  saveBillingInfo: {
    payment_method: 'cc',
    first_name_on_cc: 'Ana',
    last_name_on_cc: 'Ruiz',
    expiration_month: '12',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    address1: '100 Elm Street',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    is_physical_address: 'no',
    bill_date: 28,
  },
  savePersonalInfo: {
    first_name: 'Ana',
    last_name: 'Ruiz',
    marital_status: 1,
    weight: 150,
    height_feet: 5,
    height_inch: 6,
  },
};

/** A signature of the agreement as shown now (its digest names the enrollment and its cart), typed. */
export async function agreementAnswers(t: TestApp, cookie: string, owned: string) {
  const res = await t.app.inject({ url: `/api/v1/get-agreement-texts?enrollment_id=${owned}`, headers: { cookie } });
  const shown: { result: unknown[]; text_sha256: string } = res.json().data;
  return {
    agreements: shown.result.map(() => true),
    esign_consent: true,
    signature_method: 'typed',
    typed_signature: 'Ana Ruiz',
    text_sha256: shown.text_sha256,
  };
}

/** Which canary goes into a field, by the field's name. */
const canaryFor: readonly [RegExp, string][] = [
  [/ssn/i, canary.ssn],
  [/account_number|account_no/i, canary.account],
  [/card_number|cc_number|credit_card/i, canary.card],
  [/security_code|cvv|cvc/i, canary.securityCode],
  [/otp|verification_code/i, canary.otp],
  [/^code$|resume/i, canary.resumeCode],
  [/password/i, canary.password],
  [/^email_address$/, canary.contactEmail],
  [/^phone_number$/, canary.phone],
];

export function canaryFields(call: CallDef): Record<string, string> {
  return Object.fromEntries(
    Object.keys(call.input.shape).flatMap((field) => {
      const value = canaryFor.find(([name]) => name.test(field))?.[1];
      return value ? [[field, value]] : [];
    }),
  );
}

/** The clear values in the texts of a JSON document (not its numbers); the security code only
 *  as a number on its own. */
export function leaks(json: string): string[] {
  const text = textValues(json).join('\n');
  const found = Object.entries(canary)
    .filter(([name]) => name !== 'securityCode')
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
  if (new RegExp(`(?<![0-9A-Za-z])${canary.securityCode}(?![0-9A-Za-z])`).test(text)) found.push('securityCode');
  return found;
}

/** Sends `input` to `call` with its first method (query or JSON body), its path naming `owned`. */
export function send(
  app: TestApp['app'],
  call: CallDef,
  input: Record<string, unknown>,
  owned: string,
  cookie: string,
) {
  const method = call.methods[0];
  return app.inject({
    method,
    url: `/api/v1/${call.path.replace(/\{\w+\}/g, owned)}`,
    headers: { cookie },
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
  });
}
