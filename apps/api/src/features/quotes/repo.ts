// SQL for quotes: the quote sent, its answer, and what the send-quote view reads beside it.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { QuotedHousehold, QuotedLine } from '../../db/schema-resume';
import type { SealedQuoteColumn } from './sealed';

export async function insertQuote(
  db: Db,
  row: {
    publicId: string;
    enrollmentId: number;
    senderName: string;
    senderStaffAccountId: number | null;
    recipientName: string;
    recipientEmail: string;
    message: string | null;
    language: 'en' | 'es';
    now: Date;
    lines: readonly QuotedLine[];
    household: QuotedHousehold;
    effectiveDate: string | null;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('quote')
    .values({
      public_id: row.publicId,
      enrollment_id: row.enrollmentId,
      sender_name: row.senderName,
      sender_staff_account_id: row.senderStaffAccountId,
      recipient_name: row.recipientName,
      recipient_email: row.recipientEmail,
      message: row.message,
      language: row.language,
      sent_at: row.now,
      lines: JSON.stringify(row.lines),
      household: JSON.stringify(row.household),
      effective_date: row.effectiveDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The cart's lines as they stand, oldest first. */
export const cartLinesOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('cart_line')
    .select(['plan_id', 'plan_pricing_id', 'price_cents'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('id')
    .execute();

/** The effective date checkout chose for the enrollment, if any. */
export async function effectiveDateOf(db: Db, enrollmentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('enrollment')
    .select('effective_date')
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  return row?.effective_date ?? null;
}

/** The rep whose book holds the enrollment, as a client may contact them. */
export const repOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('agent', 'agent.id', 'enrollment.agent_id')
    .select(['agent.display_name', 'agent.display_email', 'agent.display_phone'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

/** The enrollment's latest quote. */
export const latestQuote = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('quote')
    .selectAll()
    // The quoted start date as its day: a date column reaches the drivers as a Date object.
    .select(sql<string | null>`to_char(effective_date, 'YYYY-MM-DD')`.as('effective_day'))
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function markSeen(db: Db, quoteId: number, now: Date): Promise<void> {
  await db
    .updateTable('quote')
    .set({ status: 'seen', seen_at: now })
    .where('id', '=', quoteId)
    .where('status', '=', 'sent')
    .execute();
}

/** Records the first answer to a quote; returns false when it was answered already (nothing written). */
export async function answer(db: Db, quoteId: number, accepted: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('quote')
    .set(
      accepted
        ? { status: 'accepted', accepted_at: now, seen_at: sql<Date>`coalesce(seen_at, ${now})` }
        : { status: 'declined', declined_at: now, seen_at: sql<Date>`coalesce(seen_at, ${now})` },
    )
    .where('id', '=', quoteId)
    .where('status', 'in', ['sent', 'seen'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The sealed values of one column after quote `after`, in id order (key rotation). */
export async function sealedAfter(db: Db, column: SealedQuoteColumn, after: number | undefined, limit: number) {
  let query = db
    .selectFrom('quote')
    .select(['id', 'public_id', `${column} as sealed`])
    .where(column, 'is not', null)
    .orderBy('id')
    .limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  const rows = await query.execute();
  return rows.flatMap((row) =>
    row.sealed === null ? [] : [{ id: row.id, public_id: row.public_id, sealed: row.sealed }],
  );
}

/** Replaces one sealed value unless it changed since it was read (key rotation). */
export async function replaceSealed(db: Db, id: number, column: SealedQuoteColumn, before: string, after: string) {
  await db
    .updateTable('quote')
    .set({ [column]: after })
    .where('id', '=', id)
    .where(column, '=', before)
    .execute();
}

/**
 * The quotes sent from a staff party's book, newest first: a rep's those of enrollments of their
 * agent, a group administrator's those of their group (the access rule of decision 0004).
 */
export const quotesOfBook = (db: Db, book: { agentId: number } | { groupId: number }, limit: number) =>
  db
    .selectFrom('quote')
    .innerJoin('enrollment', 'enrollment.id', 'quote.enrollment_id')
    .selectAll('quote')
    .where((eb) =>
      'agentId' in book
        ? eb('enrollment.agent_id', '=', book.agentId)
        : eb('enrollment.employer_group_id', '=', book.groupId),
    )
    .orderBy('quote.sent_at', 'desc')
    .orderBy('quote.id', 'desc')
    .limit(limit)
    .execute();
