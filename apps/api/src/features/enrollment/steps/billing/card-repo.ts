// SQL of the card storage (migrations 0031 and 0049): `member_card` is the one table holding card
// numbers. A row is a member's card on file, or a card an enrollment's billing step entered that no
// policy has carried to a member yet (member_id null, enrollment_id its enrollment).
import type { Db } from '../../../../db/database';

export interface CardRow {
  publicId: string;
  memberId: number | null;
  enrollmentId: number | null;
  data: unknown;
  sealedData: string;
  now: Date;
}

export async function insertCard(db: Db, row: CardRow): Promise<void> {
  await db
    .insertInto('member_card')
    .values({
      public_id: row.publicId,
      member_id: row.memberId,
      enrollment_id: row.enrollmentId,
      data: JSON.stringify(row.data),
      sealed_data: row.sealedData,
      saved_at: row.now,
      used_at: row.now,
    })
    .execute();
}

/** A card's sealed number (null once forgotten); undefined when no such card. */
export const sealedNumberOf = (db: Db, publicId: string) =>
  db.selectFrom('member_card').select(['sealed_data']).where('public_id', '=', publicId).executeTakeFirst();

/**
 * Gives the member a card its enrollment entered (or uses again one already theirs) and moves its
 * last use to `now`; the card's sealed number, or undefined when it is neither's or was forgotten.
 */
export const claimCard = (db: Db, publicId: string, owner: { memberId: number; enrollmentId: number }, now: Date) =>
  db
    .updateTable('member_card')
    .set({ member_id: owner.memberId, used_at: now })
    .where('public_id', '=', publicId)
    .where((eb) =>
      eb.or([
        eb('member_id', '=', owner.memberId),
        eb.and([eb('member_id', 'is', null), eb('enrollment_id', '=', owner.enrollmentId)]),
      ]),
    )
    .where('sealed_data', 'is not', null)
    .returning('sealed_data')
    .executeTakeFirst();

/** Moves a card's last use to `now` (chosen again at a billing step). */
export async function touchCard(db: Db, publicId: string, now: Date): Promise<void> {
  await db.updateTable('member_card').set({ used_at: now }).where('public_id', '=', publicId).execute();
}

/** Deletes a card's number; its shown fields (name, last four digits, expiry) stay for the records that name it. */
export async function forgetNumber(db: Db, publicId: string): Promise<void> {
  await db.updateTable('member_card').set({ sealed_data: null }).where('public_id', '=', publicId).execute();
}

/** Deletes the cards an enrollment entered that no policy carried to a member (a new save replaces them). */
export async function deleteUnclaimed(db: Db, enrollmentId: number): Promise<void> {
  await db.deleteFrom('member_card').where('enrollment_id', '=', enrollmentId).where('member_id', 'is', null).execute();
}

/**
 * Deletes the numbers of the cards last used before `before`, and the cards whose enrollment went
 * before any policy took them (no one may use them); how many numbers it deleted.
 */
export async function forgetNumbersUsedBefore(db: Db, before: Date): Promise<number> {
  const orphans = await db
    .deleteFrom('member_card')
    .where('member_id', 'is', null)
    .where('enrollment_id', 'is', null)
    .returning('id')
    .execute();
  const rows = await db
    .updateTable('member_card')
    .set({ sealed_data: null })
    .where('used_at', '<', before)
    .where('sealed_data', 'is not', null)
    .returning('id')
    .execute();
  return orphans.length + rows.length;
}

/** Sealed card numbers in id order after `after`, for key rotation (deleted numbers have none). */
export const sealedAfter = async (db: Db, after: number | undefined, limit: number) => {
  let query = db
    .selectFrom('member_card')
    .select(['id', 'public_id', 'sealed_data'])
    .where('sealed_data', 'is not', null)
    .orderBy('id')
    .limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  return (await query.execute()).flatMap((row) =>
    row.sealed_data === null ? [] : [{ id: row.id, public_id: row.public_id, sealed_data: row.sealed_data }],
  );
};

/** Replaces one sealed number unless it changed since it was read (key rotation). */
export async function replaceSealed(db: Db, id: number, before: string, after: string): Promise<void> {
  await db
    .updateTable('member_card')
    .set({ sealed_data: after })
    .where('id', '=', id)
    .where('sealed_data', '=', before)
    .execute();
}
