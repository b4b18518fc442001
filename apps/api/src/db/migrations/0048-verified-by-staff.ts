// Who verified a contact (decision 0036): a one-time password typed in a staff session proves only
// that the staff can read that address, which may be their own. Such a verification still lets the
// steps go on, and never makes the address the applicant's own for a code or a quote sent by staff.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_verification add column verified_by_staff boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_verification drop column verified_by_staff`.execute(db);
}
