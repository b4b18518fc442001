// Demo billing: the store-wide configuration and Acme Logistics' list bill; bank accounts and cards
// on file for a current member of Maria Alvarez's book (Aisha Khan), so that her existing-member
// enrollment offers them, masked, at the billing step. The numbers are sealed, so they need the
// store's field cipher: the server seeds them with the demo data. The card is a card network's
// published test number; the account number belongs to nobody.
import type { Db } from '../db/database';
import { keepCard } from '../features/enrollment/steps/billing/card-storage';
import { keepBankOnFile } from '../features/enrollment/steps/billing/service';
import type { FieldCipher } from '../lib/field-crypto';

export const demoPaymentsOnFile = {
  member: { first_name: 'Aisha', last_name: 'Khan' },
  bank: {
    account_name: 'Aisha Khan',
    bank_name: 'WELLS FARGO BANK, NA',
    account_number: '000123456789',
    account_type: 'checking',
    account_holder_type: 'individual',
    routing_number: '121000248',
  },
  card: { name_on_cc: 'Aisha Khan', card_number: '5555555555554444', expiration_month: '08' },
} as const;

/**
 * The store-wide billing configuration migration 0031 starts with (card and EFT, bill dates 1, 5,
 * 10, 15, 20 and 28, 28 by default), put back when a reset emptied it (a truncate of the portals
 * cascades to it); a configuration already there is kept. Acme Logistics takes its employees'
 * premiums from their pay (its agreement authorises a payroll deduction), so it pays them on its
 * list bill: its enrollments ask for no bank account or card (issue 32, item 21).
 */
export async function seedBillingConfig(db: Db): Promise<void> {
  const acme = await db
    .selectFrom('employer_group')
    .select('id')
    .where('group_code', '=', 'ACME2026')
    .executeTakeFirst();
  const configuration = {
    bill_dates: [1, 5, 10, 15, 20, 28],
    default_bill_date: 28,
    statement_descriptor: 'BENEFIT STORE PREMIUM',
  };
  await db
    .insertInto('billing_config')
    .values([
      { platform_id: null, employer_group_id: null, payment_methods: ['cc'], ...configuration },
      ...(acme ? [{ platform_id: null, employer_group_id: acme.id, payment_methods: ['list'], ...configuration }] : []),
    ])
    .onConflict((conflict) => conflict.constraint('billing_config_once').doNothing())
    .execute();
}

export async function seedDemoPayments(db: Db, cipher: FieldCipher, now: Date): Promise<void> {
  const { member: name, bank, card } = demoPaymentsOnFile;
  const member = await db
    .selectFrom('member')
    .select('id')
    .where('first_name', '=', name.first_name)
    .where('last_name', '=', name.last_name)
    .executeTakeFirstOrThrow();
  await keepBankOnFile(db, cipher, member.id, bank, now);
  // Good for three more years from the day the demo is seeded.
  const year = String(now.getUTCFullYear() + 3);
  await keepCard(db, cipher, { memberId: member.id }, { ...card, expiration_year: year }, now);
}
