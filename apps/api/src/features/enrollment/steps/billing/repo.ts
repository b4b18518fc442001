// SQL of the billing step (migration 0031): the payment configuration an enrollment matches, the
// routing directory, and the bank accounts and cards on file of the member an enrollment is for.
import { sql } from 'kysely';
import type { Db } from '../../../../db/database';

/**
 * The billing configuration of the most specific row matching the enrollment (its portal and group
 * together, then its group, then its portal, then the default), as the dynamic tabs choose theirs.
 */
export const billingConfigOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('billing_config')
    .innerJoin('enrollment', (join) =>
      join
        .on('enrollment.id', '=', enrollmentId)
        .on((eb) =>
          eb.or([
            eb('billing_config.platform_id', 'is', null),
            eb('billing_config.platform_id', '=', eb.ref('enrollment.platform_id')),
          ]),
        )
        .on((eb) =>
          eb.or([
            eb('billing_config.employer_group_id', 'is', null),
            eb('billing_config.employer_group_id', '=', eb.ref('enrollment.employer_group_id')),
          ]),
        ),
    )
    .select([
      'billing_config.payment_methods',
      'billing_config.bill_dates',
      'billing_config.default_bill_date',
      'billing_config.statement_descriptor',
    ])
    .orderBy(
      sql`(case when billing_config.employer_group_id is null then 0 else 2 end)
        + (case when billing_config.platform_id is null then 0 else 1 end)`,
      'desc',
    )
    .limit(1)
    .executeTakeFirst();

export const bankOfRouting = (db: Db, routing: string) =>
  db.selectFrom('routing_bank').select('bank_name').where('routing_number', '=', routing).executeTakeFirst();

export interface RoutingBankRow {
  routing_number: string;
  bank_name: string;
  city: string | null;
  state: string | null;
}

/** Loads directory rows (the FedACH import): new numbers added, known ones renamed. */
export async function upsertRoutingBanks(db: Db, rows: readonly RoutingBankRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('routing_bank')
    .values(rows.map((row) => ({ ...row, source: 'fedach' as const })))
    .onConflict((conflict) =>
      conflict.column('routing_number').doUpdateSet((eb) => ({
        bank_name: eb.ref('excluded.bank_name'),
        city: eb.ref('excluded.city'),
        state: eb.ref('excluded.state'),
        source: eb.ref('excluded.source'),
      })),
    )
    .execute();
}

export type PaymentTable = 'member_bank' | 'member_card';
/** Either table as `p` (the columns read here are in both). */
const asP = (table: PaymentTable) => `${table} as p` as 'member_bank as p';

/** The member an enrollment is for (none for a new member's enrollment). */
export const memberOfEnrollment = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('member', 'member.id', 'enrollment.member_id')
    .select(['member.id', 'member.public_id'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

/** The bank accounts or cards on file of the member an enrollment is for, oldest first. */
export const paymentsOnFile = (db: Db, table: PaymentTable, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin(asP(table), 'p.member_id', 'enrollment.member_id')
    .select(['p.public_id', 'p.data'])
    .where('enrollment.id', '=', enrollmentId)
    // A card whose number was deleted after its retention is no longer on file.
    .where('p.sealed_data', 'is not', null)
    .orderBy('p.id')
    .execute();

/** One bank account or card on file, only if it is of the member the enrollment is for. */
export const paymentOnFile = (db: Db, table: PaymentTable, enrollmentId: number, publicId: string) =>
  db
    .selectFrom('enrollment')
    .innerJoin(asP(table), 'p.member_id', 'enrollment.member_id')
    .select(['p.public_id', 'p.data'])
    .where('enrollment.id', '=', enrollmentId)
    .where('p.public_id', '=', publicId)
    .where('p.sealed_data', 'is not', null)
    .executeTakeFirst();

export interface PaymentRow {
  publicId: string;
  memberId: number;
  data: unknown;
  sealedData: string;
  savedAt: Date;
}

/** A bank account kept on file (cards are kept by card-storage.ts). */
export async function insertBank(db: Db, row: PaymentRow): Promise<void> {
  await db
    .insertInto('member_bank')
    .values({
      public_id: row.publicId,
      member_id: row.memberId,
      data: JSON.stringify(row.data),
      sealed_data: row.sealedData,
      saved_at: row.savedAt,
    })
    .execute();
}

/** Sealed bank account numbers on file in id order after `after`, for key rotation (cards: card-repo.ts). */
export const sealedAfter = (db: Db, after: number | undefined, limit: number) => {
  let query = db.selectFrom('member_bank').select(['id', 'public_id', 'sealed_data']).orderBy('id').limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  return query.execute();
};

/** Replaces one sealed bank account number unless it changed since it was read (key rotation). */
export async function replaceSealed(db: Db, id: number, before: string, after: string) {
  await db
    .updateTable('member_bank')
    .set({ sealed_data: after })
    .where('id', '=', id)
    .where('sealed_data', '=', before)
    .execute();
}
