// The wizard's per-step state and server-driven fields (decision 0016): one row per enrollment and
// step once saved (saved or verified; no row is not started), holding the step's answers with its
// personal fields sealed; the field configuration of each step per portal and group (code
// defaults otherwise, the most specific configuration winning as for dynamic_tab); and the rep an
// enroller code named.
import { type Kysely, sql } from 'kysely';

const tabCheck = sql.raw(`tab_name in ('primary_info', 'contact_info', 'employer_info', 'beneficiary_info',
  'primary_health_info', 'dependent_info', 'review_info', 'agreement_info', 'billing_info')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table enrollment_step (
    enrollment_id integer not null references enrollment(id) on delete cascade,
    tab_name text not null check (${tabCheck}),
    state text not null check (state in ('saved', 'verified')),
    data jsonb not null default '{}'::jsonb,
    sealed_data text,
    saved_at timestamptz not null,
    primary key (enrollment_id, tab_name)
  )`.execute(db);
  await sql`create table step_field (
    platform_id integer references platform(id) on delete cascade,
    employer_group_id integer references employer_group(id) on delete cascade,
    tab_name text not null check (${tabCheck}),
    field_name text not null,
    required boolean not null,
    read_only boolean not null,
    constraint step_field_once unique nulls not distinct (platform_id, employer_group_id, tab_name, field_name)
  )`.execute(db);
  await sql`alter table enrollment add column enroller_agent_id integer references agent(id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment drop column enroller_agent_id`.execute(db);
  await sql`drop table step_field`.execute(db);
  await sql`drop table enrollment_step`.execute(db);
}
