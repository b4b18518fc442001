// SQL for the parties a storefront session earned, and for handing a session's holdings
// (earned parties, enrollments) to the session that replaces it.
import type { Db } from '../../db/database';
import type { EarnedVia } from '../../db/schema-parties';

export interface EarnedRow {
  kind: 'agent' | 'group';
  party_id: number;
  via: EarnedVia;
}

export const earnedBy = (db: Db, sessionId: string): Promise<EarnedRow[]> =>
  db.selectFrom('earned_party').select(['kind', 'party_id', 'via']).where('session_id', '=', sessionId).execute();

export async function insert(db: Db, sessionId: string, party: EarnedRow): Promise<void> {
  await db
    .insertInto('earned_party')
    .values({ session_id: sessionId, ...party })
    .onConflict((oc) => oc.columns(['session_id', 'kind', 'party_id', 'via']).doNothing())
    .execute();
}

/** Moves what session `from` earned and the enrollments it may touch to session `to`. The
 *  enrollment access rows belong to the enrollment feature; they move here so that one
 *  transaction renews a session whole. */
export async function moveHoldings(db: Db, from: string, to: string): Promise<void> {
  await db.updateTable('earned_party').set({ session_id: to }).where('session_id', '=', from).execute();
  await db.updateTable('enrollment_access').set({ session_id: to }).where('session_id', '=', from).execute();
}
