// The billing step (spec 001 sections 2 to 5, 7, 9): the payment types a portal or group offers,
// the bank accounts and cards on file of an existing member (numbers masked), bill dates, the bank
// a routing number belongs to, the statement descriptor, and the two saves. Account numbers are
// sealed (decision 0008); a card number goes to the card storage (card-storage.ts, decision 0039)
// and the step keeps the card's id and last four digits. Numbers leave the server only as their
// last four digits; a card's security code is checked with its card type and then forgotten: no
// column, log or answer holds it.
import {
  type CardBilling,
  choosablePaymentMethods,
  type EftBilling,
  type existingBank,
  type existingCard,
  type PaymentMethod,
  paymentMethods,
  type saveBillingInfo,
  type saveBillingInfoExisting,
} from '@benefit-store/contract/enrollment-billing';
import { maskNumber } from '@benefit-store/contract/enrollment-fields';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import cardValidator from 'card-validator';
import type { z } from 'zod';
import type { Db } from '../../../../db/database';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { type FieldProblem, InvalidFields } from '../../../../http/errors';
import type { FieldCipher, SealedPlace } from '../../../../lib/field-crypto';
import { newPublicId } from '../../../../lib/ids';
import { type FieldValue, fieldRulesOf, formFieldsOf, readStep, type StepAnswers, saveStep } from '../../step-service';
import { type CardShown, cardUsed, claimCard, forgetEnteredCards, keepCard } from './card-storage';
import * as repo from './repo';

const tab = 'billing_info';

/** Where a number on file is sealed: its row of member_bank or member_card (card-storage.ts's cardPlace). */
export const paymentPlace = (table: repo.PaymentTable, publicId: string): SealedPlace => ({
  table,
  column: 'sealed_data',
  row: publicId,
});

// ---------------------------------------------------------------- configuration

export interface BillingConfig {
  payment_methods: PaymentMethod[];
  bill_dates: number[];
  default_bill_date: number;
  statement_descriptor: string;
}

const isPaymentMethod = (value: string): value is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(value);

/** The enrollment's billing configuration (migration 0031 keeps a store-wide row; it cannot be missing). */
export async function billingConfigOf(db: Db, enrollmentId: number): Promise<BillingConfig> {
  const row = await repo.billingConfigOf(db, enrollmentId);
  if (!row) throw new Error('billing_config has no row for this enrollment: the store-wide row is missing');
  return {
    payment_methods: row.payment_methods.filter(isPaymentMethod),
    bill_dates: [...row.bill_dates].map(Number).sort((a, b) => a - b),
    default_bill_date: Number(row.default_bill_date),
    statement_descriptor: row.statement_descriptor,
  };
}

// ---------------------------------------------------------------- what the step shows

/** The number fields never shown back in full; their saved value is the masked one, or nothing. */
const secretFields = new Set(['card_number', 'account_number', 'security_code']);

/** The step's saved answers with the billing address opened (never a full number). */
async function savedShown(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const saved = await readStep(db, cipher, enrollment, tab);
  if (!saved) return undefined;
  const { card_number: _card, account_number: _account, ...address } = saved.sealed;
  return { ...saved.data, ...address };
}

/** The billing fields with the values saved (numbers not at all), the bill date the configured default. */
export async function billingFields(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef): Promise<FormField[]> {
  const values: Record<string, FieldValue | undefined> = {};
  for (const [name, value] of Object.entries((await savedShown(db, cipher, enrollment)) ?? {}))
    if (!secretFields.has(name) && (typeof value === 'string' || typeof value === 'number')) values[name] = value;
  values.bill_date ??= (await billingConfigOf(db, enrollment.id)).default_bill_date;
  return formFieldsOf(db, enrollment.id, tab, values);
}

/** What `get-enrollment-temp-info` shows of the step (payment_info): numbers masked, null while unsaved. */
export async function billingInfoShown(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  return (await savedShown(db, cipher, enrollment)) ?? null;
}

interface BankShown {
  account_name: string;
  bank_name: string;
  last4: string;
  account_type: z.infer<typeof existingBank>['account_type'];
  account_holder_type: z.infer<typeof existingBank>['account_holder_type'];
  routing_number: string;
}

export async function banksOnFile(db: Db, enrollmentId: number): Promise<z.infer<typeof existingBank>[]> {
  return (await repo.paymentsOnFile(db, 'member_bank', enrollmentId)).map((row) => {
    const bank = row.data as BankShown;
    return {
      bank_id: row.public_id,
      account_name: bank.account_name,
      bank_name: bank.bank_name,
      account_number: maskNumber(bank.last4),
      account_type: bank.account_type,
      account_holder_type: bank.account_holder_type,
      bank_routing: bank.routing_number,
    };
  });
}

export async function cardsOnFile(db: Db, enrollmentId: number): Promise<z.infer<typeof existingCard>[]> {
  return (await repo.paymentsOnFile(db, 'member_card', enrollmentId)).map((row) => {
    const card = row.data as CardShown;
    return {
      card_id: row.public_id,
      name_on_cc: card.name_on_cc,
      card_number: maskNumber(card.last4),
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
    };
  });
}

/** The bank a routing number belongs to, in capitals; the spec's error under the number when unknown. */
export async function bankNameOf(db: Db, routing: string): Promise<string> {
  const bank = await repo.bankOfRouting(db, routing);
  if (!bank) throw new InvalidFields([{ target_element: 'q', key: 'wizard.routing_unknown' }]);
  return bank.bank_name.toUpperCase();
}

// ---------------------------------------------------------------- checks

/** The card's number, expiry and security code as card-validator 10 reads them; the problems found. */
export function cardProblems(
  card: Pick<CardBilling, 'card_number' | 'expiration_month' | 'expiration_year' | 'security_code'>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const number = cardValidator.number(card.card_number);
  if (!number.isValid) problems.push({ target_element: 'card_number', key: 'wizard.card_invalid' });
  // Years run from this year to 20 ahead (spec 001 section 9); a month gone by is expired.
  const expiry = cardValidator.expirationDate({ month: card.expiration_month, year: card.expiration_year }, 20);
  if (!expiry.isValid) problems.push({ target_element: 'expiration_month', key: 'wizard.card_expired' });
  const sizes = number.card ? number.card.code.size : [3, 4];
  if (!cardValidator.cvv(card.security_code, sizes).isValid)
    problems.push({ target_element: 'security_code', key: 'wizard.security_code' });
  return problems;
}

function offeredProblem(config: BillingConfig, method: PaymentMethod): FieldProblem[] {
  return choosablePaymentMethods(config.payment_methods).includes(method)
    ? []
    : [{ target_element: 'payment_method', key: 'wizard.payment_not_offered' }];
}

/** The bill date sent, one of the configured days, or the configured default. */
function billDateOf(config: BillingConfig, sent: number | undefined, problems: FieldProblem[]): number {
  if (sent === undefined) return config.default_bill_date;
  if (!config.bill_dates.includes(sent)) problems.push({ target_element: 'bill_date', key: 'common.invalid_value' });
  return sent;
}

/** The contact step's address (is_physical_address yes), or undefined when the step is not saved. */
async function contactAddressOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const contact = await readStep(db, cipher, enrollment, 'contact_info');
  if (!contact) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const address1 = text(contact.sealed.address1);
  const city = text(contact.sealed.city);
  const state = text(contact.data.state);
  const zip = text(contact.data.zip);
  if (!address1 || !city || !state || !zip) return undefined;
  return { address1, address2: text(contact.sealed.address2), city, state, zip };
}

// ---------------------------------------------------------------- saves

type SaveInput = z.output<(typeof saveBillingInfo)['input']>;
type SaveExistingInput = z.output<(typeof saveBillingInfoExisting)['input']>;

const lastFour = (digits: string) => digits.slice(-4);

/** A new bank account: shown fields as data, the account number sealed. */
function eftAnswers(payment: EftBilling, billDate: number) {
  const { account_number, security_code: _never, ...shown } = payment as EftBilling & { security_code?: string };
  return {
    data: {
      payment_method: 'eft',
      routing_number: shown.routing_number,
      bank_name: shown.bank_name.toUpperCase(),
      account_name: shown.account_name,
      account_type: shown.account_type,
      account_holder_type: shown.account_holder_type,
      account_number: maskNumber(lastFour(account_number)),
      bill_date: billDate,
    },
    sealed: { account_number },
  };
}

/**
 * Saves the billing step with a new card or bank account, or a list or statement payment, inside
 * the enrollment's lock (`db`). The security code is checked here and goes no further.
 */
export async function saveBilling(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  input: SaveInput,
  now: Date,
): Promise<void> {
  const config = await billingConfigOf(db, enrollment.id);
  const problems = offeredProblem(config, input.payment_method);
  const billDate = billDateOf(config, input.bill_date, problems);
  if (input.payment_method === 'eft') {
    if (problems.length > 0) throw new InvalidFields(problems);
    const answers = eftAnswers(input as EftBilling, billDate);
    await forgetEnteredCards(db, enrollment.id);
    await saveStep(db, cipher, enrollment, tab, answers, now);
    return;
  }
  if (input.payment_method !== 'cc') {
    if (problems.length > 0) throw new InvalidFields(problems);
    await forgetEnteredCards(db, enrollment.id);
    await saveStep(db, cipher, enrollment, tab, { data: { payment_method: input.payment_method } }, now);
    return;
  }
  const card = input as CardBilling;
  problems.push(...cardProblems(card));
  // "Choose physical address": the contact step's address, whatever was sent.
  let address = { address1: card.address1, address2: card.address2, city: card.city, state: card.state, zip: card.zip };
  if (card.is_physical_address === 'yes') {
    const physical = await contactAddressOf(db, cipher, enrollment);
    if (physical) address = physical;
    else problems.push({ target_element: 'is_physical_address', key: 'common.invalid_value' });
  }
  if (problems.length > 0) throw new InvalidFields(problems);
  // address2 is asked only when the configuration requires it.
  const rules = await fieldRulesOf(db, enrollment.id, tab);
  const address2Asked = rules.some((rule) => rule.field_name === 'address2' && rule.required);
  // The number is kept once, by the card storage; the step names the card and shows its last four.
  const kept = await keepCard(
    db,
    cipher,
    { enrollmentId: enrollment.id },
    {
      name_on_cc: `${card.first_name_on_cc} ${card.last_name_on_cc}`.trim(),
      card_number: card.card_number,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
    },
    now,
  );
  const data = {
    payment_method: 'cc',
    card_id: kept.card_id,
    first_name_on_cc: card.first_name_on_cc,
    last_name_on_cc: card.last_name_on_cc,
    card_number: maskNumber(kept.shown.last4),
    card_type: kept.shown.card_type,
    expiration_month: card.expiration_month,
    expiration_year: card.expiration_year,
    state: address.state,
    zip: address.zip,
    is_physical_address: card.is_physical_address ?? 'no',
    bill_date: billDate,
  };
  const sealed = {
    address1: address.address1,
    city: address.city,
    ...(address2Asked && address.address2 ? { address2: address.address2 } : {}),
  };
  await saveStep(db, cipher, enrollment, tab, { data, sealed }, now);
}

/**
 * Saves the billing step with a bank account or card on file of the member the enrollment is for.
 * One of another member, or none, gets the same answer: not on file.
 */
export async function saveBillingExisting(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  input: SaveExistingInput,
  now: Date,
): Promise<void> {
  const config = await billingConfigOf(db, enrollment.id);
  const problems = offeredProblem(config, input.payment_method);
  const billDate = billDateOf(config, input.bill_date, problems);
  const table = input.payment_method === 'cc' ? 'member_card' : 'member_bank';
  const field = input.payment_method === 'cc' ? 'card_id' : 'bank_id';
  const id = input.payment_method === 'cc' ? input.card_id : input.bank_id;
  const row = id === undefined ? undefined : await repo.paymentOnFile(db, table, enrollment.id, id);
  if (!row) problems.push({ target_element: field, key: 'wizard.payment_not_on_file' });
  if (problems.length > 0 || !row) throw new InvalidFields(problems);
  await forgetEnteredCards(db, enrollment.id);
  if (table === 'member_card') {
    const card = row.data as CardShown;
    if (!cardValidator.expirationDate({ month: card.expiration_month, year: card.expiration_year }, 20).isValid)
      throw new InvalidFields([{ target_element: 'card_id', key: 'wizard.card_expired' }]);
    await cardUsed(db, row.public_id, now);
    const data = {
      payment_method: 'cc',
      card_id: row.public_id,
      name_on_cc: card.name_on_cc,
      card_number: maskNumber(card.last4),
      card_type: card.card_type,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      bill_date: billDate,
    };
    await saveStep(db, cipher, enrollment, tab, { data }, now);
    return;
  }
  const bank = row.data as BankShown;
  const data = {
    payment_method: 'eft',
    bank_id: row.public_id,
    routing_number: bank.routing_number,
    bank_name: bank.bank_name,
    account_name: bank.account_name,
    account_type: bank.account_type,
    account_holder_type: bank.account_holder_type,
    account_number: maskNumber(bank.last4),
    bill_date: billDate,
  };
  await saveStep(db, cipher, enrollment, tab, { data }, now);
}

// ---------------------------------------------------------------- on file

export interface NewBank {
  account_name: string;
  bank_name: string;
  account_number: string;
  account_type: BankShown['account_type'];
  account_holder_type: BankShown['account_holder_type'];
  routing_number: string;
}
/** Keeps a bank account on file for a member (a completed enrollment; the demo and tests); its id. */
export async function keepBankOnFile(
  db: Db,
  cipher: FieldCipher,
  memberId: number,
  bank: NewBank,
  now: Date,
): Promise<string> {
  const publicId = newPublicId();
  const { account_number, ...shown } = bank;
  const data: BankShown = { ...shown, last4: lastFour(account_number) };
  const sealedData = cipher.seal(JSON.stringify({ account_number }), paymentPlace('member_bank', publicId));
  await repo.insertBank(db, { publicId, memberId, data, sealedData, savedAt: now });
  return publicId;
}

/**
 * For the completion of an enrollment: the new bank account its billing step saved is kept on file
 * for the member it made, and the card it names (new, or on file) becomes that member's, so a later
 * enrollment offers it, masked. Nothing for a bank account already on file or a list or statement
 * payment. A card whose number was deleted (past its retention) is refused: the step must be saved again.
 */
export async function keepBillingOnFile(
  db: Db,
  cipher: FieldCipher,
  saved: Required<StepAnswers>,
  owner: { memberId: number; enrollmentId: number },
  now: Date,
): Promise<void> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (saved.data.payment_method === 'cc' && typeof saved.data.card_id === 'string') {
    if (!(await claimCard(db, saved.data.card_id, owner, now)))
      throw new InvalidFields([{ target_element: 'card_id', key: 'wizard.payment_not_on_file' }]);
    return;
  }
  if (saved.data.bank_id !== undefined) return;
  if (saved.data.payment_method === 'eft' && typeof saved.sealed.account_number === 'string')
    await keepBankOnFile(
      db,
      cipher,
      owner.memberId,
      {
        account_name: text(saved.data.account_name),
        bank_name: text(saved.data.bank_name),
        account_number: saved.sealed.account_number,
        account_type: saved.data.account_type as NewBank['account_type'],
        account_holder_type: saved.data.account_holder_type as NewBank['account_holder_type'],
        routing_number: text(saved.data.routing_number),
      },
      now,
    );
}
