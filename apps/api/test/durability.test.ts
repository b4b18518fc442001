// An acknowledged write survives the server being killed with SIGKILL, on the embedded
// database and on PostgreSQL; SIGTERM shuts down cleanly.

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './databases';
import { startServer } from './server-process';

interface Target {
  name: string;
  env: () => Promise<Record<string, string>>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const pgliteTarget: Target = {
  name: 'pglite',
  env: async () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'durability-')) }),
};

function postgresTarget(url: string): Target {
  return {
    name: 'postgres',
    env: async () => {
      const name = `durability_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      });
      const target = new URL(url);
      target.pathname = `/${name}`;
      return { DATABASE_URL: target.toString(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'durability-')) };
    },
  };
}

const targets = testDatabaseUrl ? [pgliteTarget, postgresTarget(testDatabaseUrl)] : [pgliteTarget];

const sessionCookie = (res: Response) => /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe.each(targets)('durability on $name', (target) => {
  it('keeps an acknowledged write across SIGKILL', async () => {
    const env = await target.env();
    const first = await startServer(env);
    const created = await fetch(`${first.url}/api/v1/get-default-info`);
    expect(created.status).toBe(200);
    const sid = sessionCookie(created);
    expect(sid).toBeDefined();
    await first.stop('SIGKILL');

    const second = await startServer(env);
    try {
      const again = await fetch(`${second.url}/api/v1/get-default-info`, { headers: { cookie: `sid=${sid}` } });
      expect(again.status).toBe(200);
      // The session written before the kill is still there: no new cookie is issued.
      expect(sessionCookie(again)).toBeUndefined();
      const health = await fetch(`${second.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
    expect(second.output()).toContain('shutting down');
  });
});

describe('bad configuration', () => {
  it('exits with code 1 and a clear message, no stack trace', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(
      /exited \(1\)[\s\S]*Invalid configuration:\n {2}PORT/,
    );
  });
});

describe('one process per embedded database', () => {
  it('refuses to start a second server on the same DATA_DIR', async () => {
    const env = await pgliteTarget.env();
    const first = await startServer(env);
    try {
      await expect(startServer(env)).rejects.toThrow(/exited \(1\)[\s\S]*Another Benefit Store process/);
    } finally {
      await first.stop('SIGTERM');
    }
    const again = await startServer(env);
    await again.stop('SIGTERM');
  });
});
