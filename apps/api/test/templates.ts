// Databases built once per test run (by global-setup.ts) and copied by every test that needs
// one: a fresh embedded cluster costs seconds (initdb), a copy of a dump a fraction of that.
// The workers find them through one environment variable; without it (a test file run by a
// tool that skips the global setup) every database is built from scratch, as before.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const templatesVariable = 'BENEFIT_STORE_TEST_TEMPLATES';

const templatesSchema = z.object({
  /** PGlite dumps (tar files): migrated, and migrated with the demo data. */
  pgliteMigrated: z.string(),
  pgliteSeeded: z.string(),
  /** PostgreSQL databases to copy with `create database ... template`. */
  postgresMigrated: z.string().optional(),
  postgresSeeded: z.string().optional(),
  /** What the built server made of an empty DATA_DIR and an empty PostgreSQL database. */
  serverDataDir: z.string().optional(),
  serverPostgres: z.string().optional(),
});

export type Templates = z.infer<typeof templatesSchema>;

export function readTemplates(): Templates | undefined {
  const raw = process.env[templatesVariable];
  return raw ? templatesSchema.parse(JSON.parse(raw)) : undefined;
}

/** A PGlite dump file as PGlite loads it. */
export const dumpBlob = (file: string) => new Blob([readFileSync(file)], { type: 'application/x-tar' });
