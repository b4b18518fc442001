// An acknowledged write survives the server being killed with SIGKILL, on the embedded
// database and on PostgreSQL; SIGTERM shuts down cleanly.

import { afterAll, describe, expect, it } from 'vitest';
import { crashTargets } from './crash-targets';
import { startServer } from './server-process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const sessionCookie = (res: Response) => /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe.each(crashTargets(cleanups))('durability on $name', (target) => {
  it('keeps an acknowledged write across SIGKILL', async () => {
    const env = await target.env();
    const first = await startServer(env);
    // A first write stores a session (reads store none).
    const created = await fetch(`${first.url}/api/v1/validate-zip-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"zip":"78701"}',
    });
    expect(created.status).toBe(200);
    const sid = sessionCookie(created);
    expect(sid).toBeDefined();
    await first.stop('SIGKILL');

    const second = await startServer(env);
    try {
      const again = await fetch(`${second.url}/api/v1/auth/extend-session`, {
        method: 'POST',
        headers: { cookie: `sid=${sid}`, 'content-type': 'application/json' },
        body: '{}',
      });
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
    const [pglite] = crashTargets(cleanups);
    if (!pglite) throw new Error('no embedded target');
    const env = await pglite.env();
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
