// Catalog and party texts per language: a visitor reads plans, questions, taglines and bios in the
// language they chose. The texts of the catalog and party rows stay the English ones; a translation
// row holds another language's texts, and a column left null (or a missing row) reads in English.
// Plan and carrier names are proper names: they are not translated.
import { type Kysely, sql } from 'kysely';

/** A language other than English (English is the row itself). */
const language = sql`language text not null check (language ~ '^[a-z]{2}$' and language <> 'en')`;

const catalogTranslations = [
  'plan_translation',
  'plan_question_translation',
  'plan_question_option_translation',
  'special_carrier_question_translation',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table plan_translation (
    plan_id integer not null references plan(id) on delete cascade,
    ${language},
    short_text text,
    callout_text text,
    special_fee_text text,
    header_text text,
    body_text text,
    blue_bar_text text,
    association_text text,
    exclusions_text_name text,
    exclusions_text text,
    example_text_name text,
    example_text text,
    faq_text_name text,
    faq_text text,
    primary key (plan_id, language)
  )`.execute(db);

  await sql`create table plan_question_translation (
    question_id integer not null references plan_question(id) on delete cascade,
    ${language},
    question_text text not null,
    primary key (question_id, language)
  )`.execute(db);

  await sql`create table plan_question_option_translation (
    question_id integer not null,
    option_id text not null,
    ${language},
    option_text text,
    option_group text,
    primary key (question_id, option_id, language),
    foreign key (question_id, option_id) references plan_question_option(question_id, option_id) on delete cascade
  )`.execute(db);

  await sql`create table special_carrier_question_translation (
    plan_id integer not null,
    qid text not null,
    ${language},
    question text not null,
    primary key (plan_id, qid, language),
    foreign key (plan_id, qid) references special_carrier_question(plan_id, qid) on delete cascade
  )`.execute(db);

  // The in-memory catalog holds every language: a changed translation is a new catalog version.
  for (const table of catalogTranslations) {
    await sql`create trigger ${sql.raw(`${table}_bumps_catalog_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()`.execute(db);
  }

  await sql`create table site_translation (
    site_id integer not null references site(id) on delete cascade,
    ${language},
    tagline text,
    banner text,
    primary key (site_id, language)
  )`.execute(db);

  await sql`create table agent_translation (
    agent_id integer not null references agent(id) on delete cascade,
    ${language},
    tagline text,
    bio text,
    primary key (agent_id, language)
  )`.execute(db);

  await sql`create table employer_group_translation (
    group_id integer not null references employer_group(id) on delete cascade,
    ${language},
    about_us text,
    primary key (group_id, language)
  )`.execute(db);

  await sql`create table platform_translation (
    platform_id integer not null references platform(id) on delete cascade,
    ${language},
    platform_name text not null,
    primary key (platform_id, language)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'platform_translation',
    'employer_group_translation',
    'agent_translation',
    'site_translation',
    ...[...catalogTranslations].reverse(),
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
