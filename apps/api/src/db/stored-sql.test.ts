// Stored functions as files (decision 0047): every function the migrated database holds has its
// current text in one file of the composition root's list, which `migrate` applied; a file is
// applied again only when its text changed, and a failing one names itself.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { storedSql } from '../stored-sql';
import type { Db } from './database';
import { applyStoredSql } from './stored-sql';

/** The function a file creates, as `create or replace function <name>(` names it. */
const functionOf = (text: string) => /create or replace function (\w+)\(/.exec(text)?.[1];

describe('the stored functions files', () => {
  it('each create one function, in one statement, with no semicolon to split it', () => {
    for (const { file, text } of storedSql()) {
      expect(functionOf(text), file).toBeDefined();
      expect(text.match(/create or replace function/g), file).toHaveLength(1);
      expect(text.replace(/--.*$/gm, ''), file).not.toMatch(/;\s*$/);
    }
  });
});

describe.each(testDatabases)('stored functions on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('has every function of the database in a file, applied with its text', async () => {
    const { rows } = await sql<{ name: string }>`select p.proname as name from pg_proc p
      where p.pronamespace = current_schema()::regnamespace order by p.proname`.execute(db);
    const files = storedSql();
    expect(rows.map((row) => row.name)).toEqual(files.map((file) => functionOf(file.text)).sort());
    const applied = await db.selectFrom('stored_sql').select('file').orderBy('file').execute();
    expect(applied.map((row) => row.file)).toEqual(files.map((file) => file.file).sort());
  });

  it('applies a file again only when its text changed', async () => {
    const files = storedSql();
    await db.transaction().execute(async (trx) => {
      expect(await applyStoredSql(trx, files)).toEqual([]);
      const signature = files.find((file) => file.file.endsWith('signature-cleared.sql'));
      if (!signature) throw new Error('no signature-cleared.sql');
      const changed = { ...signature, text: `${signature.text}\n-- changed` };
      expect(await applyStoredSql(trx, [changed])).toEqual([signature.file]);
      expect(await applyStoredSql(trx, [changed])).toEqual([]);
      expect(await applyStoredSql(trx, [signature])).toEqual([signature.file]);
    });
  });

  it('names the file that fails, and keeps no hash for it', async () => {
    const broken = { file: 'features/none/sql/broken.sql', text: 'create or replace function broken() returns' };
    await expect(db.transaction().execute((trx) => applyStoredSql(trx, [broken]))).rejects.toThrow(
      'stored function features/none/sql/broken.sql failed',
    );
    const kept = await db.selectFrom('stored_sql').select('file').where('file', '=', broken.file).execute();
    expect(kept).toEqual([]);
  });
});
