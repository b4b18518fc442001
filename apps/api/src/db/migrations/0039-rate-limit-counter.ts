// The rate limit's counters when several API processes share one PostgreSQL and no Redis is named
// (decision 0027): a row per client key, counted up and read in one statement. Unlogged: a count
// lost in a crash costs nothing but a fresh minute, and no request pays for a WAL write.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limit_counter (
    key text primary key,
    hits integer not null,
    window_ends_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limit_counter_window_end on rate_limit_counter (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_counter`.execute(db);
}
