// DATA_DIR is for this process's user only: created 0700, what we own inside tightened at start,
// and a directory still open to others (one we may not change) refuses the start. The built
// server proves the whole start: umask 077 makes the embedded database's new files 0600.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../test/server-process';
import { DataDirOpen, secureDataDir } from './data-dir';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const scratch = () => mkdtempSync(path.join(tmpdir(), 'data-dir-'));
const runsAsRoot = process.getuid?.() === 0;

/** Every file and folder under `dir`, with `dir` itself. */
function everything(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return [dir, ...entries.map((entry) => path.join(dir, entry))];
}

describe('secureDataDir', () => {
  it('creates a missing directory 0700', () => {
    const dir = path.join(scratch(), 'data');
    secureDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('tightens a directory an older version left open, and the files in it', () => {
    const dir = path.join(scratch(), 'data');
    mkdirSync(path.join(dir, 'pglite', 'pg_wal'), { recursive: true });
    writeFileSync(path.join(dir, 'pglite', 'pg_wal', '000001'), 'wal');
    writeFileSync(path.join(dir, 'data.key'), 'key');
    for (const file of everything(dir)) chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o666);

    secureDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite', 'pg_wal'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite', 'pg_wal', '000001'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'data.key'))).toBe(0o600);
  });

  it.skipIf(!runsAsRoot)('refuses a directory open to others that it may not change, saying how to fix it', () => {
    const dir = path.join(scratch(), 'data');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    chownSync(dir, 65534, 65534);
    expect(() => secureDataDir(dir)).toThrow(DataDirOpen);
    expect(() => secureDataDir(dir)).toThrow(`chmod 700 ${dir}`);
    expect(modeOf(dir)).toBe(0o755);
  });
});

describe('the server start', () => {
  it('keeps the embedded database readable by its own user only, from the first start on', async () => {
    const parent = scratch();
    // The folder around DATA_DIR lets others pass, as a home directory or /srv does.
    chmodSync(parent, 0o755);
    const dir = path.join(parent, 'data');
    const server = await startServer({ DATA_DIR: dir });
    try {
      const res = await fetch(`${server.url}/api/v1/get-default-info`);
      expect(res.status).toBe(200);
      // While the first start runs: nothing it made is open to group or others (PGlite makes its
      // files 0666; the server closes them after migrating, not only at the next start).
      const open = everything(dir).filter((file) => (statSync(file).mode & 0o077) !== 0);
      expect(open.map((file) => `${path.relative(dir, file)} ${modeOf(file).toString(8)}`)).toEqual([]);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    // Every folder on the way is 0700 too, and a start after a stop leaves the files closed.
    const folders = everything(dir).filter((file) => statSync(file).isDirectory());
    expect(folders.filter((folder) => (statSync(folder).mode & 0o077) !== 0)).toEqual([]);
    if (runsAsRoot) {
      const asNobody = spawnSync('grep', ['-r', 'benefit', path.join(dir, 'pglite', 'pg_wal')], {
        uid: 65534,
        gid: 65534,
      });
      expect(asNobody.stderr.toString()).toContain('Permission denied');
    }
    secureDataDir(dir);
    expect(everything(dir).filter((file) => (statSync(file).mode & 0o077) !== 0)).toEqual([]);
  });

  it.skipIf(!runsAsRoot)('refuses to start on a directory open to others, with the chmod to run', async () => {
    const dir = path.join(scratch(), 'data');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    chownSync(dir, 65534, 65534);
    const outcome = await startServer({ DATA_DIR: dir }).then(
      async (server) => {
        await server.stop('SIGKILL');
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/exited \(1\)[\s\S]*chmod 700 /);
  });
});
