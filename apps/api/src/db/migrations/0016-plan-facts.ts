// The facts people choose a plan by, shown on its card and in compare: for medical plans the
// deductible and out-of-pocket maximum, for dental plans the coverage levels and yearly maximum,
// for vision plans the exam copay, frame allowance and lens copay. Language-neutral values (cents,
// percents) as JSON, read by the catalog's plan-facts schema; null for a plan without such facts.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table plan add column facts jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table plan drop column facts`.execute(db);
}
