// A portal's type (spec 000 section 4): 'standard', or 'rep-quote', a portal where a rep builds a
// quote for a client, whose root is the cart.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform
    add column platform_type text not null default 'standard' check (platform_type in ('standard', 'rep-quote'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform drop column platform_type`.execute(db);
}
