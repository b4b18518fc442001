// SQL for the personal step: an existing member's name; for the enroller code, the enrollment's rep,
// the rep a code names, and whether a rep enrolls the client (decision 0042).
import type { Db } from '../../../../db/database';

/** The name of the existing member the enrollment is for, or undefined for a new member. */
export const memberNameOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('member', 'member.id', 'enrollment.member_id')
    .select(['member.first_name', 'member.last_name'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

/** The enrollment's rep, the rep whose enroller code was given (each null when none), and whether a rep enrolls. */
export const repsOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .select(['agent_id', 'enroller_agent_id', 'rep_enrolled'])
    .where('id', '=', enrollmentId)
    .executeTakeFirstOrThrow();

/** The enrollment's rep when `code` is that rep's access code (any case); undefined otherwise. */
export const repOfCode = (db: Db, enrollmentId: number, code: string) =>
  db
    .selectFrom('enrollment')
    .innerJoin('agent', 'agent.id', 'enrollment.agent_id')
    .select('agent.id')
    .where('enrollment.id', '=', enrollmentId)
    .where(({ fn, eb }) => eb(fn('upper', ['agent.agent_code']), '=', code.toUpperCase()))
    .executeTakeFirst();

/** Records that a rep enrolls the client (saved the personal step). */
export const markRepEnrolled = async (db: Db, enrollmentId: number) => {
  await db
    .updateTable('enrollment')
    .set({ rep_enrolled: true })
    .where('id', '=', enrollmentId)
    .where('rep_enrolled', '=', false)
    .execute();
};

export const setEnroller = async (db: Db, enrollmentId: number, agentId: number) => {
  await db.updateTable('enrollment').set({ enroller_agent_id: agentId }).where('id', '=', enrollmentId).execute();
};
