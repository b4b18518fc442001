// How the server starts: a bad configuration stops it with a clear message, and a second server
// on the same data dir is refused. (Acknowledged writes across SIGKILL, and SIGTERM's clean exit:
// crash.ts, at random moments on both databases.)

import { afterAll, describe, expect, it } from 'vitest';
import { crashTargets } from './crash-targets';
import { startServer } from './server-process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
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
