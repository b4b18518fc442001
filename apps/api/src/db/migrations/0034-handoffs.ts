// A rep's or group administrator's hand-off of an enrollment's remaining steps to its client: the
// channel, who sent it and when, the resume link it went with, and when the client opened it
// (decision record 0026).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table enrollment_handoff (
    id serial primary key,
    enrollment_id integer not null references enrollment (id) on delete cascade,
    channel text not null check (channel in ('email', 'text')),
    sent_by integer not null references staff_account (id),
    resume_link_id integer references resume_link (id) on delete set null,
    sent_at timestamptz not null,
    opened_at timestamptz
  )`.execute(db);
  await sql`create index enrollment_handoff_enrollment_idx on enrollment_handoff (enrollment_id, sent_at desc)`.execute(
    db,
  );
  await sql`create index enrollment_handoff_link_idx on enrollment_handoff (resume_link_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table enrollment_handoff`.execute(db);
}
