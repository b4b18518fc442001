// One process per embedded database: a live owner keeps others out, a dead one does not.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'lock-'));

describe('lockDataDir', () => {
  it('refuses a second owner while the first is alive, with a clear message', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'store.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dir, 'store.lock'), String(dead.pid));
    const release = lockDataDir(dir);
    release();
    expect(existsSync(path.join(dir, 'store.lock'))).toBe(false);
  });
});
