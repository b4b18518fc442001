// Issue 32's wizard frame (decision 0042). A step saved for later as it stands: state `draft`.
// Save & Continue Later keeps a half-filled step without its rules; Next and completion still apply
// them, and completion counts a draft step as not done. And `enrollment.rep_enrolled`: a rep (the
// rep access code confirmed, or signed in as the rep) saved the personal step, so a mandatory
// enroller code is due.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment_step drop constraint enrollment_step_state_check`.execute(db);
  await sql`alter table enrollment_step add constraint enrollment_step_state_check
    check (state in ('draft', 'saved', 'verified', 'signed', 'skipped'))`.execute(db);
  await sql`alter table enrollment add column rep_enrolled boolean not null default false`.execute(db);
}

// Back to migration 0050's states: a draft was never a saved step, so it is forgotten.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment drop column rep_enrolled`.execute(db);
  await sql`delete from enrollment_step where state = 'draft'`.execute(db);
  await sql`alter table enrollment_step drop constraint enrollment_step_state_check`.execute(db);
  await sql`alter table enrollment_step add constraint enrollment_step_state_check
    check (state in ('saved', 'verified', 'signed', 'skipped'))`.execute(db);
}
