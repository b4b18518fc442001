// SQL for the states list.
import type { Db } from '../../db/database';

export async function listStates(db: Db) {
  return db.selectFrom('us_state').select(['name', 'abbrev']).orderBy('name').execute();
}
