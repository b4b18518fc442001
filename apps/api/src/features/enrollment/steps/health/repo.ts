// SQL for the health questions an enrollment asks (migration 0028) and a member's health answers on file.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../../../db/database';

export type Audience = 'primary' | 'dependent';

/**
 * The question rows of every set matching the enrollment's portal and group, most specific set
 * first (portal and group, group, portal, default), each set in its order; the caller keeps the
 * first set. Texts in `language`, English where no translation is held.
 */
export const questionRowsOf = (db: Db, enrollmentId: number, audience: Audience, language: Language) =>
  db
    .selectFrom('health_question_set as s')
    .innerJoin('enrollment', (join) =>
      join
        .on('enrollment.id', '=', enrollmentId)
        .on((eb) =>
          eb.or([eb('s.platform_id', 'is', null), eb('s.platform_id', '=', eb.ref('enrollment.platform_id'))]),
        )
        .on((eb) =>
          eb.or([
            eb('s.employer_group_id', 'is', null),
            eb('s.employer_group_id', '=', eb.ref('enrollment.employer_group_id')),
          ]),
        ),
    )
    .innerJoin('health_question as q', 'q.question_id', 's.question_id')
    .leftJoin('health_question_translation as tr', (join) =>
      join.onRef('tr.question_id', '=', 'q.question_id').on('tr.language', '=', language),
    )
    .select((eb) => [
      's.platform_id',
      's.employer_group_id',
      'q.question_id',
      'q.kind',
      eb.fn.coalesce('tr.question_text', 'q.question_text').as('question_text'),
    ])
    .where('s.audience', '=', audience)
    .orderBy((eb) => eb.case().when('s.employer_group_id', 'is', null).then(0).else(2).end(), 'desc')
    .orderBy((eb) => eb.case().when('s.platform_id', 'is', null).then(0).else(1).end(), 'desc')
    .orderBy('s.position')
    .execute();

/** The member an enrollment is for, with the health answers on file (null when none). */
export const memberHealthOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('member', 'member.id', 'enrollment.member_id')
    .leftJoin('member_health', 'member_health.member_id', 'member.id')
    .select(['member.public_id', 'member_health.sealed_data'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

export async function keepMemberHealth(db: Db, row: { memberId: number; sealedData: string; savedAt: Date }) {
  const values = { sealed_data: row.sealedData, saved_at: row.savedAt };
  await db
    .insertInto('member_health')
    .values({ member_id: row.memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
}

/** Members' sealed health answers in member order after `after`, for key rotation. */
export async function sealedAfter(db: Db, after: number | undefined, limit: number) {
  let query = db
    .selectFrom('member_health')
    .innerJoin('member', 'member.id', 'member_health.member_id')
    .select(['member_health.member_id', 'member_health.sealed_data', 'member.public_id'])
    .orderBy('member_health.member_id')
    .limit(limit);
  if (after !== undefined) query = query.where('member_health.member_id', '>', after);
  return query.execute();
}

/** Replaces one member's sealed health answers unless they changed since they were read (key rotation). */
export async function replaceSealed(db: Db, memberId: number, before: string, after: string): Promise<void> {
  await db
    .updateTable('member_health')
    .set({ sealed_data: after })
    .where('member_id', '=', memberId)
    .where('sealed_data', '=', before)
    .execute();
}
