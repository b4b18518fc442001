// SQL for the personal step's enroller code: the enrollment's rep and the rep a code names.
import type { Db } from '../../../../db/database';

export async function hasRep(db: Db, enrollmentId: number): Promise<boolean> {
  const row = await db.selectFrom('enrollment').select('agent_id').where('id', '=', enrollmentId).executeTakeFirst();
  return row?.agent_id !== null && row?.agent_id !== undefined;
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
