// The agreement and signature step (spec 001 sections 2, 3, 4): the agreement texts as data, a set
// per portal and group (the most specific configuration with texts wins, as for dynamic_tab), each
// text in English with its translations; a step signed (state `signed`); the drawn signature kept
// as a blob of its own kind (decision 0022).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agreement_text (
    id integer generated always as identity primary key,
    platform_id integer references platform(id) on delete cascade,
    employer_group_id integer references employer_group(id) on delete cascade,
    position smallint not null check (position between 0 and 49),
    text_head text not null check (length(text_head) between 1 and 200),
    text_body text not null check (length(text_body) between 1 and 8000),
    text_required text not null check (length(text_required) between 1 and 500),
    constraint agreement_text_once unique nulls not distinct (platform_id, employer_group_id, position)
  )`.execute(db);
  await sql`create table agreement_text_translation (
    agreement_text_id integer not null references agreement_text(id) on delete cascade,
    language text not null check (language ~ '^[a-z]{2}$' and language <> 'en'),
    text_head text not null,
    text_body text not null,
    text_required text not null,
    primary key (agreement_text_id, language)
  )`.execute(db);
  await sql`alter table enrollment_step drop constraint enrollment_step_state_check`.execute(db);
  await sql`alter table enrollment_step add constraint enrollment_step_state_check
    check (state in ('saved', 'verified', 'signed'))`.execute(db);
  await sql`alter table blob drop constraint blob_kind_check`.execute(db);
  await sql`alter table blob add constraint blob_kind_check check (kind in ('screenshot', 'document', 'signature'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from blob where kind = 'signature'`.execute(db);
  await sql`alter table blob drop constraint blob_kind_check`.execute(db);
  await sql`alter table blob add constraint blob_kind_check check (kind in ('screenshot', 'document'))`.execute(db);
  await sql`update enrollment_step set state = 'saved' where state = 'signed'`.execute(db);
  await sql`alter table enrollment_step drop constraint enrollment_step_state_check`.execute(db);
  await sql`alter table enrollment_step add constraint enrollment_step_state_check
    check (state in ('saved', 'verified'))`.execute(db);
  await sql`drop table agreement_text_translation`.execute(db);
  await sql`drop table agreement_text`.execute(db);
}
