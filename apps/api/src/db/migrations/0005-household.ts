// The household of a temporary enrollment, as the quote filter records it: all empty until the
// filter is submitted. Days are `date` columns; the wire shows them mm/dd/yyyy.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment
    add column zip text check (zip ~ '^[0-9]{5}$'),
    add column state text check (state ~ '^[A-Z]{2}$'),
    add column birth_date date,
    add column gender smallint check (gender in (0, 1)),
    add column tier text check (tier in ('IO', 'IS', 'IC', 'IF')),
    add column tobacco text not null default 'unknown' check (tobacco in ('unknown', 'yes', 'no')),
    add column annual_income_cents bigint check (annual_income_cents >= 0),
    add column weekly_hours integer check (weekly_hours between 0 and 168),
    add column spouse_birth_date date,
    add column child_count integer check (child_count between 0 and 9),
    add column eprocess text check (eprocess in ('rep', 'applicant', 'group')),
    add column open_type text check (open_type in ('agent', 'group', 'user')),
    add column enrollment_type text check (enrollment_type in ('new-user', 'existing-user')),
    add column landing_url text,
    add column referral_id integer references referral(id) on delete set null,
    add column categories text[],
    add column coverage text,
    add column filter_submitted_at timestamptz,
    add check ((filter_submitted_at is null) or
      (zip is not null and state is not null and birth_date is not null and gender is not null and tier is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment
    drop column zip, drop column state, drop column birth_date, drop column gender, drop column tier,
    drop column tobacco, drop column annual_income_cents, drop column weekly_hours, drop column spouse_birth_date,
    drop column child_count, drop column eprocess, drop column open_type, drop column enrollment_type,
    drop column landing_url, drop column referral_id, drop column categories, drop column coverage,
    drop column filter_submitted_at`.execute(db);
}
