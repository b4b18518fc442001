// The outbox of emails (written in the transaction of the change that causes them, delivered after
// commit by the `deliver-email` job) and the metadata of blobs, whose sealed bytes live in BLOB_DIR.
// Decision record 0012.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table outbox_message (
    id bigint generated always as identity primary key,
    public_id text not null unique,
    template text not null,
    language text not null check (language in ('en', 'es')),
    -- Sealed with the field cipher, bound to (outbox_message, column, public_id): decision 0008.
    sealed_recipient text not null,
    sealed_content text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    transport text check (transport in ('smtp', 'mailbox')),
    constraint outbox_message_sent_whole check ((sent_at is null) = (transport is null))
  )`.execute(db);
  await sql`create index outbox_message_mailbox on outbox_message (created_at) where transport = 'mailbox'`.execute(db);
  await sql`create table blob (
    id bigint generated always as identity primary key,
    public_id text not null unique,
    enrollment_id integer references enrollment(id) on delete cascade,
    kind text not null check (kind in ('screenshot')),
    name text not null,
    content_type text not null,
    filename text not null,
    size integer not null check (size >= 0),
    created_at timestamptz not null default now(),
    unique (enrollment_id, kind, name)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table blob`.execute(db);
  await sql`drop table outbox_message`.execute(db);
}
