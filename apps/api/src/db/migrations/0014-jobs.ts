// The job table: work queued by a change (in the change's own transaction) and done after commit,
// and the recurring cleanups. Claimed with `for update skip locked`, so several processes share it.
// Decision record 0009.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job (
    id bigint generated always as identity primary key,
    name text not null,
    payload jsonb not null default '{}',
    -- A recurring job's name again: one row per schedule, however many processes start it.
    schedule_key text unique,
    run_at timestamptz not null,
    -- Set while a process runs the job; past it, another process may take the job over.
    locked_until timestamptz,
    attempts integer not null default 0,
    last_error text,
    failed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index job_due on job (run_at) where failed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job`.execute(db);
}
