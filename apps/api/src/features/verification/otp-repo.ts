// SQL for one-time passwords: codes inserted, the live one found, used once, replaced by a newer
// one, forgotten after expiry; and the contacts they verified.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OtpChannel } from '../../db/schema-verification';

export async function insertCode(
  db: Db,
  code: {
    publicId: string;
    enrollmentId: number;
    channel: OtpChannel;
    contactMac: string;
    codeMac: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('otp_code')
    .values({
      public_id: code.publicId,
      enrollment_id: code.enrollmentId,
      channel: code.channel,
      contact_mac: code.contactMac,
      code_mac: code.codeMac,
      created_at: code.now,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** Ends the live codes of the enrollment's channel: a new code replaces them. */
export async function replaceLive(db: Db, enrollmentId: number, channel: OtpChannel, now: Date) {
  await db
    .updateTable('otp_code')
    .set({ replaced_at: now })
    .where('enrollment_id', '=', enrollmentId)
    .where('channel', '=', channel)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** The codes of the enrollment's channel that may still be used, newest first. */
export async function liveCodes(db: Db, enrollmentId: number, channel: OtpChannel, now: Date) {
  return db
    .selectFrom('otp_code')
    .select(['id', 'public_id', 'contact_mac', 'code_mac'])
    .where('enrollment_id', '=', enrollmentId)
    .where('channel', '=', channel)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Marks the code used, once: false when it was used or replaced meanwhile (a parallel try). */
export async function useCode(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('otp_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordVerified(
  db: Db,
  verified: { enrollmentId: number; channel: OtpChannel; contactMac: string; now: Date; byStaff: boolean },
) {
  await db
    .insertInto('contact_verification')
    .values({
      enrollment_id: verified.enrollmentId,
      channel: verified.channel,
      contact_mac: verified.contactMac,
      verified_at: verified.now,
      verified_by_staff: verified.byStaff,
    })
    .onConflict((oc) =>
      oc.columns(['enrollment_id', 'channel', 'contact_mac']).doUpdateSet({
        verified_at: verified.now,
        // Once verified outside a staff session, the address stays the applicant's.
        verified_by_staff: sql<boolean>`contact_verification.verified_by_staff and excluded.verified_by_staff`,
      }),
    )
    .execute();
}

/**
 * The keyed hashes of the contacts the enrollment verified, with their channels; `byApplicant`:
 * only those verified outside a staff session.
 */
export async function verifiedContacts(db: Db, enrollmentId: number, { byApplicant = false } = {}) {
  return db
    .selectFrom('contact_verification')
    .select(['channel', 'contact_mac'])
    .where('enrollment_id', '=', enrollmentId)
    .$if(byApplicant, (query) => query.where('verified_by_staff', '=', false))
    .execute();
}

/** Forgets codes that expired before `before` (the scheduled cleanup); verified contacts stay. */
export async function deleteExpired(db: Db, before: Date) {
  await db.deleteFrom('otp_code').where('expires_at', '<', before).execute();
}
