// A new store's embedded cluster is laid from the pristine copy the installed PGlite made, opens and
// migrates as one made by initdb does, is never laid over a cluster, and is laid again after a crash
// cut the laying short (decision 0055).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storedSql } from '../stored-sql';
import { migrate, openDatabase } from './database';
import {
  installedPgliteVersion,
  layPristineCluster,
  otherPristineClusters,
  pristineClusterFile,
} from './pristine-cluster';

const newClusterDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'pristine-')), 'pglite');

describe('the pristine cluster', () => {
  it('is kept for the installed PGlite, and for no other version', () => {
    const version = installedPgliteVersion();
    expect(
      existsSync(pristineClusterFile(version)),
      `PGlite ${version} has no pristine cluster: run \`npx tsx scripts/make-pristine-cluster.ts\``,
    ).toBe(true);
    expect(otherPristineClusters(version)).toEqual([]);
  });

  it('lays a new store cluster that PGlite opens as its own and migrates', async () => {
    const dataDir = path.dirname(newClusterDir());
    expect(await layPristineCluster(path.join(dataDir, 'pglite'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const db = openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrate(db, { storedSql: storedSql() });
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from site`.execute(db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('leaves a cluster that is already there alone', async () => {
    const dir = newClusterDir();
    await layPristineCluster(dir);
    writeFileSync(path.join(dir, 'PG_VERSION'), 'ours\n');
    expect(await layPristineCluster(dir)).toBe(false);
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('ours\n');
  });

  it('lays it again after a crash cut the laying short', async () => {
    const dir = newClusterDir();
    // What a crash leaves: a half-written copy beside the cluster, and a cluster folder without PG_VERSION.
    mkdirSync(path.join(`${dir}.laying`, 'base'), { recursive: true });
    writeFileSync(path.join(`${dir}.laying`, 'base', 'half'), 'half');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'postgresql.conf'), 'half');
    expect(await layPristineCluster(dir)).toBe(true);
    expect(existsSync(`${dir}.laying`)).toBe(false);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(readFileSync(path.join(dir, 'postgresql.conf'), 'utf8')).not.toBe('half');
  });
});
