// The parties a storefront session earned (DESIGN.md, security model): a rep by the rep access
// code, a group by its enrollment code or its own landing page, a rep's visitor by the rep's
// landing page or a referral. A session may use only what is recorded here.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table earned_party (
    session_id text not null references session (id) on delete cascade,
    kind text not null check (kind in ('agent', 'group')),
    party_id integer not null,
    via text not null check (via in ('rep_code', 'group_code', 'landing', 'referral', 'site')),
    earned_at timestamptz not null default now(),
    primary key (session_id, kind, party_id, via)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('earned_party').execute();
}
