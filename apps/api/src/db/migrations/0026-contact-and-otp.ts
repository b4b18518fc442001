// One-time passwords (decision record 0017): codes kept only as keyed hashes with their expiry and
// use, the contacts a code verified, and texts in the outbox beside emails.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_message
    add column channel text not null default 'email' check (channel in ('email', 'text'))`.execute(db);
  await sql`alter table outbox_message drop constraint outbox_message_transport_check`.execute(db);
  await sql`alter table outbox_message
    add constraint outbox_message_transport_check check (transport in ('smtp', 'mailbox', 'sms'))`.execute(db);

  // code_mac and contact_mac are HMACs under the data key (field-crypto.ts, mac): never the code or
  // the contact themselves.
  await sql`create table otp_code (
    id bigint generated always as identity primary key,
    public_id text not null unique,
    enrollment_id integer not null references enrollment(id) on delete cascade,
    channel text not null check (channel in ('email', 'phone')),
    contact_mac text not null,
    code_mac text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    replaced_at timestamptz
  )`.execute(db);
  await sql`create index otp_code_enrollment_idx on otp_code (enrollment_id, channel)`.execute(db);
  await sql`create index otp_code_expires_idx on otp_code (expires_at)`.execute(db);

  await sql`create table contact_verification (
    enrollment_id integer not null references enrollment(id) on delete cascade,
    channel text not null check (channel in ('email', 'phone')),
    contact_mac text not null,
    verified_at timestamptz not null,
    primary key (enrollment_id, channel, contact_mac)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table contact_verification`.execute(db);
  await sql`drop table otp_code`.execute(db);
  await sql`delete from outbox_message where channel = 'text'`.execute(db);
  await sql`alter table outbox_message drop constraint outbox_message_transport_check`.execute(db);
  await sql`alter table outbox_message
    add constraint outbox_message_transport_check check (transport in ('smtp', 'mailbox'))`.execute(db);
  await sql`alter table outbox_message drop column channel`.execute(db);
}
