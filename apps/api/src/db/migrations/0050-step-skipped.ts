// A wizard step may be recorded as skipped (decision 0040): the employer step, which the store
// offers to skip while the cart holds an IHA plan. Completion accepts a skipped step only while
// that still holds; before this, a skip saved nothing and completion refused the enrollment.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment_step drop constraint enrollment_step_state_check`.execute(db);
  await sql`alter table enrollment_step add constraint enrollment_step_state_check
    check (state in ('saved', 'verified', 'signed', 'skipped'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Before this migration a skip left no row.
  await sql`delete from enrollment_step where state = 'skipped'`.execute(db);
  await sql`alter table enrollment_step drop constraint enrollment_step_state_check`.execute(db);
  await sql`alter table enrollment_step add constraint enrollment_step_state_check
    check (state in ('saved', 'verified', 'signed'))`.execute(db);
}
