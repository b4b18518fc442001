// A member's phone, kept only as a keyed hash (decision 0041): the contact step answers "Phone
// already exists" (spec 001 section 8) when another member holds the phone, without the phone
// itself at rest in the member's row.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column phone_mac text`.execute(db);
  await sql`create index member_phone_mac on member (phone_mac)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index member_phone_mac`.execute(db);
  await sql`alter table member drop column phone_mac`.execute(db);
}
