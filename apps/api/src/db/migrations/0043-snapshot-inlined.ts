// `session_with_enrollment` as one SQL query instead of PL/pgSQL (decision 0032): every statement
// with values is now prepared on both engines, so the function no longer needs PL/pgSQL to keep its
// plan; as SQL the planner inlines it into the statement calling it, which is planned once with it,
// and each call skips PL/pgSQL's executor and the copy of its row through a tuple store.
import { type Kysely, sql } from 'kysely';
import { snapshotFunction } from './0041-snapshot-with-answers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
  await snapshotFunction(true, 'sql').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
  await snapshotFunction(true).execute(db);
}
