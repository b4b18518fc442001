// The plan catalog: carriers, plans with their rules and rate tables (JSON the rating engine reads),
// descriptions, suggested plans, health and special-carrier questions, and a version counter that
// every catalog write bumps, so each API process notices a change and reloads its in-memory copy
// (with a random id of the database, so a process serving several databases keeps them apart).
import { type Kysely, sql } from 'kysely';

const catalogTables = [
  'carrier',
  'plan',
  'plan_description',
  'related_plan',
  'plan_question',
  'plan_question_option',
  'special_carrier_question',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table carrier (
    id serial primary key,
    code text not null unique,
    name text not null,
    logo text not null
  )`.execute(db);

  await sql`create table plan (
    id serial primary key,
    public_id text not null unique check (public_id ~ '^[A-Za-z0-9-]{1,12}$'),
    carrier_id integer not null references carrier(id),
    name text not null,
    category text not null check (category in ('dental', 'vision', 'medical', 'limitedmed', 'term_life',
      'supplemental', 'lifestyle', 'rx', 'di', 'critical', 'accident', 'hospital', 'bundles', 'guaranteed', 'hsa', 'pet')),
    plan_type text not null default '',
    network text,
    short_text text not null default '',
    callout_text text not null default '',
    states text[],
    tiers text[] not null check (tiers <@ array['IO', 'IS', 'IC', 'IF']::text[]),
    issue_min_age integer,
    issue_max_age integer,
    spouse_min_age integer,
    spouse_max_age integer,
    child_min_age integer,
    child_max_age integer,
    min_annual_income_cents bigint check (min_annual_income_cents >= 0),
    min_weekly_hours integer check (min_weekly_hours between 0 and 168),
    tobacco_rated boolean not null default false,
    portal_codes text[],
    includes_admin_fee boolean not null default false,
    replaced_by text references plan(public_id) on delete set null,
    featured boolean not null default false,
    footer_plan boolean not null default false,
    hide_add_to_cart boolean not null default false,
    bundle_plan_count integer not null default 0,
    is_prudential boolean not null default false,
    special_fee_text text not null default '',
    is_membership boolean not null default false,
    membership_plan_id text references plan(public_id) on delete set null,
    is_premier boolean not null default false,
    is_iha boolean not null default false,
    sort_order integer not null default 0,
    rate_table jsonb not null,
    check ((issue_min_age is null) = (issue_max_age is null)),
    check ((spouse_min_age is null) = (spouse_max_age is null)),
    check ((child_min_age is null) = (child_max_age is null))
  )`.execute(db);

  await sql`create table plan_description (
    plan_id integer primary key references plan(id) on delete cascade,
    header_text text not null default '',
    body_text text not null default '',
    blue_bar_text text not null default '',
    association_text text not null default '',
    exclusions_text_name text not null default '',
    exclusions_text text not null default '',
    example_text_name text not null default '',
    example_text text not null default '',
    faq_text_name text not null default '',
    faq_text text not null default ''
  )`.execute(db);

  await sql`create table related_plan (
    plan_id integer not null references plan(id) on delete cascade,
    related_plan_id integer not null references plan(id) on delete cascade,
    sort_order integer not null default 0,
    primary key (plan_id, related_plan_id),
    check (plan_id <> related_plan_id)
  )`.execute(db);

  await sql`create table plan_question (
    id serial primary key,
    plan_id integer not null references plan(id) on delete cascade,
    question_id text not null,
    question_text text not null,
    sub_type text not null check (sub_type in ('text_field', 'checkbox', 'detail')),
    require_detail boolean not null default false,
    declining_answer smallint check (declining_answer in (0, 1)),
    sort_order integer not null default 0,
    unique (plan_id, question_id)
  )`.execute(db);

  await sql`create table plan_question_option (
    question_id integer not null references plan_question(id) on delete cascade,
    option_id text not null,
    option_text text not null,
    option_group text not null default '',
    sort_order integer not null default 0,
    primary key (question_id, option_id)
  )`.execute(db);

  await sql`create table special_carrier_question (
    plan_id integer not null references plan(id) on delete cascade,
    qid text not null,
    question text not null,
    true_condition smallint not null check (true_condition in (0, 1)),
    sort_order integer not null default 0,
    primary key (plan_id, qid)
  )`.execute(db);

  await sql`create table catalog_version (
    id integer primary key default 1 check (id = 1),
    version bigint not null,
    instance text not null default gen_random_uuid()::text
  )`.execute(db);
  await sql`insert into catalog_version (id, version) values (1, 1)`.execute(db);

  await sql`create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of catalogTables) {
    await sql`create trigger ${sql.raw(`${table}_bumps_catalog_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...catalogTables].reverse()) await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`drop table catalog_version`.execute(db);
  await sql`drop function bump_catalog_version()`.execute(db);
}
