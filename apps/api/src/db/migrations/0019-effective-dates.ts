// Effective-date rules: a portal's cutoff day (after it, next month is no longer offered) and its
// earliest effective date, the months a plan may start in, and the date an enrollment's checkout chose.
import { type Kysely, sql } from 'kysely';

const day = (column: string) => sql.raw(`check (${column} ~ '^[0-9]{4}-[0-9]{2}-01$')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  // A cutoff day past 28 would not exist in every month.
  await sql`alter table platform
    add column effective_cutoff_day integer check (effective_cutoff_day between 1 and 28),
    add column earliest_effective_date text ${day('earliest_effective_date')}`.execute(db);
  await sql`alter table plan
    add column start_months integer[] check (start_months <@ array[1,2,3,4,5,6,7,8,9,10,11,12])`.execute(db);
  await sql`alter table enrollment add column effective_date text ${day('effective_date')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment drop column effective_date`.execute(db);
  await sql`alter table plan drop column start_months`.execute(db);
  await sql`alter table platform drop column earliest_effective_date, drop column effective_cutoff_day`.execute(db);
}
