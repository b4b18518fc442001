// SQL for the personal step: an existing member's name; for the enroller code, the enrollment's rep,
// the rep a code names, and whether a rep enrolls the client.
import type { Db } from '../../../../db/database';

/** The name of the existing member the enrollment is for, or undefined for a new member. */
export const memberNameOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('member', 'member.id', 'enrollment.member_id')
    .select(['member.first_name', 'member.last_name'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

/** The enrollment's rep and the rep whose enroller code was given (each null when none). */
export const repsOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .select(['agent_id', 'enroller_agent_id'])
    .where('id', '=', enrollmentId)
    .executeTakeFirstOrThrow();

/**
 * Whether the enrollment was started by its rep: by a session that confirmed the rep's access code,
 * or one signed in as the rep (a client who came by the rep's landing page or a referral did not).
 */
export async function startedByRep(db: Db, enrollmentId: number, agentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrollment_access')
    .innerJoin('session', 'session.id', 'enrollment_access.session_id')
    .leftJoin('staff_account', 'staff_account.id', 'session.staff_account_id')
    .select('enrollment_access.enrollment_id')
    .where('enrollment_access.enrollment_id', '=', enrollmentId)
    .where('enrollment_access.via', '=', 'created')
    .where((eb) =>
      eb.or([
        eb('staff_account.agent_id', '=', agentId),
        eb.exists(
          eb
            .selectFrom('earned_party')
            .select('earned_party.party_id')
            .whereRef('earned_party.session_id', '=', 'session.id')
            .where('earned_party.kind', '=', 'agent')
            .where('earned_party.party_id', '=', agentId)
            .where('earned_party.via', '=', 'rep_code'),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The enrollment's rep when `code` is that rep's access code (any case); undefined otherwise. */
export const repOfCode = (db: Db, enrollmentId: number, code: string) =>
  db
    .selectFrom('enrollment')
    .innerJoin('agent', 'agent.id', 'enrollment.agent_id')
    .select('agent.id')
    .where('enrollment.id', '=', enrollmentId)
    .where(({ fn, eb }) => eb(fn('upper', ['agent.agent_code']), '=', code.toUpperCase()))
    .executeTakeFirst();

export const setEnroller = async (db: Db, enrollmentId: number, agentId: number) => {
  await db.updateTable('enrollment').set({ enroller_agent_id: agentId }).where('id', '=', enrollmentId).execute();
};
