// The databases every database test runs on: embedded PGlite always, and PostgreSQL
// when TEST_DATABASE_URL is set (each test file gets a schema of its own there).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../src/db/database';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Db>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  open: async () => {
    const db = openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrate(db);
    return db;
  },
};

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    open: async () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const db = openDatabase({ kind: 'postgres', url, searchPath: schema });
      await migrate(db, schema);
      const destroy = db.destroy.bind(db);
      // Leave no test schema behind.
      db.destroy = async () => {
        await sql.raw(`drop schema ${schema} cascade`).execute(db);
        await destroy();
      };
      return db;
    },
  };
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: readonly TestDatabase[] = testDatabaseUrl ? [pglite, postgres(testDatabaseUrl)] : [pglite];
