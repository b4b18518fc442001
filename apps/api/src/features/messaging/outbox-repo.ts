// SQL for the outbox: a message queued (in the caller's transaction), read for delivery, marked
// sent once, and listed for the development mailbox.
import type { Db } from '../../db/database';
import type { OutboxMessageTable, OutboxTransport } from '../../db/schema-outbox';

type NewMessage = Pick<
  OutboxMessageTable,
  'public_id' | 'template' | 'language' | 'sealed_recipient' | 'sealed_content' | 'enrollment_id'
> & { channel: 'email' | 'text' };

export async function insert(db: Db, message: NewMessage) {
  await db.insertInto('outbox_message').values(message).execute();
}

const columns = [
  'id',
  'public_id',
  'template',
  'language',
  'channel',
  'sealed_recipient',
  'sealed_content',
  'created_at',
  'sent_at',
  'transport',
  'enrollment_id',
] as const;

export async function find(db: Db, publicId: string) {
  return db.selectFrom('outbox_message').select(columns).where('public_id', '=', publicId).executeTakeFirst();
}

export type MessageRow = NonNullable<Awaited<ReturnType<typeof find>>>;

/** Marks the message sent; false when it already was (another process delivered it first). */
export async function markSent(db: Db, id: string, transport: OutboxTransport, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox_message')
    .set({ sent_at: now, transport })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The messages delivered to the development mailbox, newest first. */
export async function listMailbox(db: Db, limit: number) {
  return db
    .selectFrom('outbox_message')
    .select(columns)
    .where('transport', '=', 'mailbox')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Every sealed value of the outbox after `after`, in id order (key rotation). */
export async function sealedAfter(db: Db, after: string | undefined, limit: number) {
  let query = db
    .selectFrom('outbox_message')
    .select(['id', 'public_id', 'sealed_recipient', 'sealed_content'])
    .orderBy('id')
    .limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  return query.execute();
}

/** Replaces one sealed column's value unless it changed since it was read (key rotation). */
export async function replaceSealed(
  db: Db,
  id: string,
  column: 'sealed_recipient' | 'sealed_content',
  before: string,
  after: string,
) {
  await db
    .updateTable('outbox_message')
    .set({ [column]: after })
    .where('id', '=', id)
    .where(column, '=', before)
    .execute();
}
