// What makes a plan buyable beyond its price: a decline remembered per enrollment and plan (until
// the household changes), blackout windows of effective dates per plan, and the plans current
// members already hold (a member's ACTIVE plan cannot be bought again).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table plan_decline (
    enrollment_id integer not null references enrollment(id) on delete cascade,
    plan_id text not null,
    declined_at timestamptz not null default now(),
    primary key (enrollment_id, plan_id)
  )`.execute(db);
  // Coverage starting on a day from blackout_from to blackout_to (inclusive) is not sold.
  await sql`alter table plan
    add column blackout_from text check (blackout_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    add column blackout_to text check (blackout_to ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    add constraint plan_blackout_whole check ((blackout_from is null) = (blackout_to is null))`.execute(db);
  await sql`create table member_plan (
    member_id integer not null references member(id) on delete cascade,
    plan_id text not null,
    policy_id text not null,
    plan_status text not null,
    primary key (member_id, plan_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_plan`.execute(db);
  await sql`alter table plan drop constraint plan_blackout_whole, drop column blackout_to, drop column blackout_from`.execute(
    db,
  );
  await sql`drop table plan_decline`.execute(db);
}
