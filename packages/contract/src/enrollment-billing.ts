// The billing step: payment methods, new and stored cards and bank accounts, bill dates; rules and calls.
import { maskedNumber, matching, requiredText, usState } from './enrollment-fields';
import { byEnrollment, formFieldsCall, saved, wizardCall } from './enrollment-tabs';
import { publicId } from './ids';
import { msg } from './messages/en';
import { isAbaRoutingNumber } from './routing-number';
import { text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- billing

export const paymentMethods = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export const paymentMethod = z.enum(paymentMethods, msg('common.required'));
export type PaymentMethod = (typeof paymentMethods)[number];
export const accountTypes = ['checking', 'savings'] as const;

/**
 * The payment types a person may choose from the configured ones (spec 001 section 4): cc offers
 * Credit Card and EFT, eft EFT; list, elist and stmt each their one fixed option. The first is the
 * one selected at first: EFT where offered, else the forced one.
 */
export function choosablePaymentMethods(configured: readonly PaymentMethod[]): PaymentMethod[] {
  const fixed = configured.find((method) => method === 'list' || method === 'elist' || method === 'stmt');
  if (fixed) return [fixed];
  const choosable: PaymentMethod[] = [];
  if (configured.includes('eft') || configured.includes('cc')) choosable.push('eft');
  if (configured.includes('cc')) choosable.push('cc');
  return choosable;
}
export const accountHolderTypes = ['individual', 'company'] as const;

/** This year as the earliest and the latest time zone see it: card years run from one to the other plus 20. */
const thisYear = (hours: number) => new Date(Date.now() + hours * 3_600_000).getUTCFullYear();
const billDate = z.number().int().min(1).max(31);

const billingFields = {
  // Nine digits first; the ABA checksum (shared with the browser) only then.
  routing_number: matching(/^\d{9}$/, 9, msg('wizard.routing_digits')).pipe(
    z.string().refine(isAbaRoutingNumber, msg('wizard.routing_invalid')),
  ),
  // Letters of any alphabet (with their accents, typed composed or not), digits and spaces (spec 001 section 5).
  account_name: matching(/^[\p{L}\p{M}0-9 ]+$/u, 100, msg('wizard.account_holder')),
  bank_name: requiredText(100),
  account_number: matching(/^\d{4,17}$/, 17, msg('wizard.account_digits')),
  account_type: z.enum(accountTypes, msg('common.required')),
  account_holder_type: z.enum(accountHolderTypes, msg('common.required')),
  bill_date: billDate,
  first_name_on_cc: matching(/^\p{L}[\p{L} ]*$/u, 50, msg('common.valid_first_name')),
  last_name_on_cc: matching(/^\p{L}[\p{L} ]*$/u, 50, msg('common.valid_last_name')),
  card_number: matching(/^\d{13,25}$/, 25, msg('wizard.card_length')),
  expiration_month: matching(/^(0[1-9]|1[0-2])$/, 2, msg('common.required')),
  expiration_year: matching(/^\d{4}$/, 4, msg('common.required')).refine(
    (year) => Number(year) >= thisYear(-12) && Number(year) <= thisYear(14) + 20,
    msg('common.invalid_value'),
  ),
  /** Checked, used and forgotten: never stored, never in an answer. */
  security_code: matching(/^\d{3,4}$/, 4, msg('wizard.security_code')),
  address1: requiredText(100),
  address2: text(100).optional(),
  city: requiredText(60),
  state: usState,
  zip: matching(/^\d{5}$/, 5, msg('quoting.zip_invalid')),
  /** "yes" when the billing address is the contact address. */
  is_physical_address: z.enum(['yes', 'no']),
};
type BillingField = keyof typeof billingFields;
const billingForm = z.object(billingFields);

/** The fields a new bank account (EFT) needs. */
const eftMask = {
  routing_number: true,
  account_name: true,
  bank_name: true,
  account_number: true,
  account_type: true,
  account_holder_type: true,
} as const;
/** The fields a new card needs, with its billing address. */
const cardMask = {
  first_name_on_cc: true,
  last_name_on_cc: true,
  card_number: true,
  expiration_month: true,
  expiration_year: true,
  security_code: true,
  address1: true,
  city: true,
  state: true,
  zip: true,
} as const;
const keysOf = (mask: Partial<Record<BillingField, true>>) =>
  Object.keys(mask).filter((key): key is BillingField => key in billingFields);

export const eftBilling = billingForm
  .pick(eftMask)
  .extend({ payment_method: z.literal('eft'), bill_date: billDate.optional() });
export const cardBilling = billingForm.pick(cardMask).extend({
  payment_method: z.literal('cc'),
  address2: billingFields.address2,
  is_physical_address: billingFields.is_physical_address.optional(),
  bill_date: billDate.optional(),
});
export type EftBilling = z.infer<typeof eftBilling>;
export type CardBilling = z.infer<typeof cardBilling>;

/** Fields each payment method needs; list, elist and stmt take no form. */
const neededFor: Record<(typeof paymentMethods)[number], readonly BillingField[]> = {
  eft: keysOf(eftMask),
  cc: keysOf(cardMask),
  list: [],
  elist: [],
  stmt: [],
};

export const existingBank = z.object({
  bank_id: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: maskedNumber,
  account_type: z.enum(accountTypes),
  account_holder_type: z.enum(accountHolderTypes),
  bank_routing: z.string(),
});
export const existingCard = z.object({
  card_id: z.string(),
  name_on_cc: z.string(),
  card_number: maskedNumber,
  expiration_month: z.string(),
  expiration_year: z.string(),
});

export const getFormFieldsBillingInfo = formFieldsCall(
  'getFormFieldsBillingInfo',
  'get-form-fields-billing-info',
  'billing',
);
export const getPaymentMethod = wizardCall({
  name: 'getPaymentMethod',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-payment-method',
  summary: 'The payment types offered: cc, eft, list, elist, stmt.',
  input: byEnrollment,
  data: z.object({ result: z.array(z.enum(paymentMethods)) }),
});
export const getExistingBankInfo = wizardCall({
  name: 'getExistingBankInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-existing-bank-info',
  summary: 'The bank accounts on file, account numbers masked.',
  input: byEnrollment,
  data: z.object({ result: z.array(existingBank) }),
});
export const getExistingCardInfo = wizardCall({
  name: 'getExistingCardInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-existing-card-info',
  summary: 'The cards on file, numbers masked; a security code is never kept.',
  input: byEnrollment,
  data: z.object({ result: z.array(existingCard) }),
});
export const getBillDate = wizardCall({
  name: 'getBillDate',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-bill-date',
  summary: 'The days of the month a bill may fall on (28 by default).',
  input: byEnrollment,
  data: z.object({ result: z.array(z.object({ bill_date: z.number().int() })) }),
});
export const routingNumberBankLookup = wizardCall({
  name: 'routingNumberBankLookup',
  seeds: ['001'],
  methods: ['GET'],
  path: 'routing-number-bank-lookup',
  summary: 'The bank a routing number belongs to.',
  input: z.object({ q: billingFields.routing_number }),
  data: z.object({ name: z.string() }),
});
export const getBillingText = wizardCall({
  name: 'getBillingText',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-billing-text',
  summary: "The statement descriptor: how the charge reads on the payer's statement.",
  input: byEnrollment,
  data: z.object({ result: z.string() }),
});
export const saveBillingInfo = wizardCall({
  name: 'saveBillingInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-billing-info',
  summary: 'Pays with a new card or bank account, or by list or statement; the security code is never stored.',
  input: z
    .object({ enrollment_id: publicId, payment_method: paymentMethod, ...billingForm.partial().shape })
    .superRefine((payment, ctx) => {
      for (const field of neededFor[payment.payment_method]) {
        if (payment[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: msg('common.required') });
      }
    }),
  data: saved,
});
export const saveBillingInfoExisting = wizardCall({
  name: 'saveBillingInfoExisting',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-billing-info-existing',
  summary: 'Pays with a card (card_id) or bank account (bank_id) already on file.',
  input: z
    .object({
      enrollment_id: publicId,
      payment_method: z.enum(['cc', 'eft'], msg('common.required')),
      card_id: publicId.optional(),
      bank_id: publicId.optional(),
      account_type: billingFields.account_type.optional(),
      account_holder_type: billingFields.account_holder_type.optional(),
      account_name: billingFields.account_name.optional(),
      bank_name: billingFields.bank_name.optional(),
      bank_routing: billingFields.routing_number.optional(),
      bill_date: billingFields.bill_date.optional(),
    })
    .superRefine((payment, ctx) => {
      const field = payment.payment_method === 'cc' ? 'card_id' : 'bank_id';
      if (payment[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: msg('common.required') });
    }),
  data: saved,
});
