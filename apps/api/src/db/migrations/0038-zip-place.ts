// US zip codes as a table (decision 0028): the `zipcodes` package's data, loaded here, without
// network, so a lookup is one indexed read instead of a 5 MB file held as a Map in every process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';

/** The package's data: zip -> place, for the US and a few other countries. */
const packageZips = z.record(z.string(), z.object({ city: z.string(), state: z.string(), country: z.string() }));

/**
 * The package's data file is one 5 MB object literal; importing it made V8 compile it as code and
 * the process peak at about 435 MB more. Its first line is plain JSON after `exports.codes = `, so
 * it is read as data instead.
 */
function usZips(): { zip: string; state: string; city: string }[] {
  const file = createRequire(import.meta.url).resolve('zipcodes/lib/codes.js');
  const text = readFileSync(file, 'utf8');
  const firstLine = text.slice(text.indexOf('{'), text.indexOf('\n')).replace(/;\s*$/, '');
  return Object.entries(packageZips.parse(JSON.parse(firstLine)))
    .filter(([zip, place]) => place.country === 'US' && /^\d{5}$/.test(zip))
    .map(([zip, place]) => ({ zip, state: place.state, city: place.city }));
}

/** Rows per statement: three arrays of this many values each. */
const batch = 5000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table zip_place (
    zip text primary key check (zip ~ '^[0-9]{5}$'),
    state text not null check (state ~ '^[A-Z]{2}$'),
    city text not null
  )`.execute(db);
  const zips = usZips();
  for (let start = 0; start < zips.length; start += batch) {
    const rows = zips.slice(start, start + batch);
    await sql`insert into zip_place (zip, state, city)
      select * from unnest(
        ${rows.map((row) => row.zip)}::text[], ${rows.map((row) => row.state)}::text[], ${rows.map((row) => row.city)}::text[]
      )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table zip_place`.execute(db);
}
