// A queued message knows the enrollment it is about, so the delivery job stores the documents it
// renders as that enrollment's blobs (kind 'document') and later attempts reuse them (decision 0012).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_message
    add column enrollment_id integer references enrollment(id) on delete set null`.execute(db);
  await sql`alter table blob drop constraint blob_kind_check`.execute(db);
  await sql`alter table blob add constraint blob_kind_check check (kind in ('screenshot', 'document'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from blob where kind = 'document'`.execute(db);
  await sql`alter table blob drop constraint blob_kind_check`.execute(db);
  await sql`alter table blob add constraint blob_kind_check check (kind in ('screenshot'))`.execute(db);
  await sql`alter table outbox_message drop column enrollment_id`.execute(db);
}
