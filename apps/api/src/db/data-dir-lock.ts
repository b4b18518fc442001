// The embedded database has no lock of its own: two processes on one DATA_DIR would
// corrupt it. A lock file naming the owner's pid keeps the second one out.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLocked extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` for this process; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'store.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLocked(
          `Another Benefit Store process (pid ${owner}) is using the embedded database in ${path.resolve(dataDir)}. Stop it first, or give this one another DATA_DIR or a DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLocked(`Could not lock ${path.resolve(dataDir)}`);
}
