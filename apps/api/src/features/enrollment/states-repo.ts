// SQL for the states list. The list is reference data that only a migration or the seed
// changes, so each process reads it once per database.
import type { Db } from '../../db/database';

type State = { name: string; abbrev: string };
const loaded = new WeakMap<Db, Promise<State[]>>();

export function listStates(db: Db): Promise<State[]> {
  let states = loaded.get(db);
  if (!states) {
    states = db.selectFrom('us_state').select(['name', 'abbrev']).orderBy('name').execute();
    loaded.set(db, states);
    states.catch(() => loaded.delete(db));
  }
  return states;
}
