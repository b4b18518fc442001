// SQL for resume links and resume codes, and the context a resumed enrollment restores.
import type { Db } from '../../db/database';
import type { ResumeLinkKind } from '../../db/schema-resume';

export async function insertLink(
  db: Db,
  row: {
    tokenHash: string;
    enrollmentId: number;
    kind: ResumeLinkKind;
    tab: string;
    quoteId: number | null;
    emailHash: string | null;
    now: Date;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('resume_link')
    .values({
      token_hash: row.tokenHash,
      enrollment_id: row.enrollmentId,
      kind: row.kind,
      tab: row.tab,
      quote_id: row.quoteId,
      email_hash: row.emailHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertCode(
  db: Db,
  row: { codeHash: string; enrollmentId: number; emailHash: string; tab: string; now: Date; expiresAt: Date },
) {
  await db
    .insertInto('resume_code')
    .values({
      code_hash: row.codeHash,
      enrollment_id: row.enrollmentId,
      email_hash: row.emailHash,
      tab: row.tab,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** A link that is neither revoked nor expired at `now`, with its enrollment's public id. */
export const findLiveLink = (db: Db, tokenHash: string, now: Date) =>
  db
    .selectFrom('resume_link')
    .innerJoin('enrollment', 'enrollment.id', 'resume_link.enrollment_id')
    .select([
      'resume_link.id',
      'resume_link.enrollment_id',
      'enrollment.public_id as enrollment_public_id',
      'resume_link.kind',
      'resume_link.tab',
      'resume_link.quote_id',
      'resume_link.email_hash',
      'resume_link.used_at',
    ])
    .where('resume_link.token_hash', '=', tokenHash)
    .where('resume_link.revoked_at', 'is', null)
    .where('resume_link.expires_at', '>', now)
    .executeTakeFirst();

/** Marks a link used, if no one used it first; false when someone did. */
export async function useLink(db: Db, linkId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('resume_link')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a code's latest use (a code opens its enrollment until revoked, expired or completed). */
export async function markCodeUsed(db: Db, codeId: number, now: Date): Promise<void> {
  await db.updateTable('resume_code').set({ used_at: now }).where('id', '=', codeId).execute();
}

/** Revokes the enrollment's live codes: a new code sent replaces them (decision 0043). */
export async function revokeCodes(db: Db, enrollmentId: number, now: Date): Promise<void> {
  await db
    .updateTable('resume_code')
    .set({ revoked_at: now })
    .where('enrollment_id', '=', enrollmentId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A code that is neither revoked nor expired at `now`, of an enrollment not completed. */
export const findLiveCode = (db: Db, codeHash: string, now: Date) =>
  db
    .selectFrom('resume_code')
    .innerJoin('enrollment', 'enrollment.id', 'resume_code.enrollment_id')
    .select([
      'resume_code.id',
      'resume_code.enrollment_id',
      'enrollment.public_id as enrollment_public_id',
      'resume_code.email_hash',
      'resume_code.tab',
    ])
    .where('resume_code.code_hash', '=', codeHash)
    .where('resume_code.revoked_at', 'is', null)
    .where('resume_code.expires_at', '>', now)
    .where('enrollment.completed_at', 'is', null)
    .executeTakeFirst();

/** What the browser restores with a resumed enrollment: its parties by public id, and how it was opened. */
export const contextOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .leftJoin('agent', 'agent.id', 'enrollment.agent_id')
    .leftJoin('employer_group', 'employer_group.id', 'enrollment.employer_group_id')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    .select([
      'enrollment.public_id',
      'agent.public_id as agent_public_id',
      'agent.landing_url as agent_landing_url',
      'employer_group.public_id as group_public_id',
      'employer_group.landing_url as group_landing_url',
      'platform.public_id as platform_public_id',
      'platform.platform_type',
      'enrollment.open_type',
      'enrollment.eprocess',
      'enrollment.enrollment_type',
      'enrollment.landing_url',
      'enrollment.effective_date',
    ])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirstOrThrow();

/** The name of the enrollment's rep, or undefined when it has none. */
export async function repNameOf(db: Db, enrollmentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('enrollment')
    .innerJoin('agent', 'agent.id', 'enrollment.agent_id')
    .select(['agent.first_name', 'agent.last_name'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : undefined;
}

/** Deletes links and codes that expired by `now` (the scheduled cleanup). */
export async function deleteExpired(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('resume_link').where('expires_at', '<=', now).execute();
  await db.deleteFrom('resume_code').where('expires_at', '<=', now).execute();
}
