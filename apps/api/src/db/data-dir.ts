// DATA_DIR holds the embedded database, the data key file and blobs: it is for this process's user
// only. It is created 0700; at each start what this user owns in it loses any group or other access
// (a directory an older version made 0755, PGlite's 0666 files); a directory still open after that
// (owned by someone else, so not ours to change) refuses the start with the command that fixes it.
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export class DataDirOpen extends Error {}

const openBits = 0o077;

/** Takes group and other access away from `file` when this user owns it; symlinks are left alone. */
function tighten(file: string, uid: number): void {
  const stat = lstatSync(file);
  if (stat.isSymbolicLink() || stat.uid !== uid || (stat.mode & openBits) === 0) return;
  chmodSync(file, stat.mode & 0o7700);
}

/** Makes `dir` private to this process's user, or throws DataDirOpen saying how to make it so. */
export function secureDataDir(dir: string): void {
  // Windows has no mode bits to speak of: its ACLs are the operator's business.
  const uid = process.getuid?.();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (uid === undefined) return;
  // The directory itself may be a symlink (an operator's choice): the target is what must be closed.
  const own = statSync(dir);
  if (own.uid === uid && (own.mode & openBits) !== 0) chmodSync(dir, own.mode & 0o7700);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) tighten(path.join(dir, entry), uid);

  const mode = statSync(dir).mode & 0o777;
  if ((mode & openBits) !== 0) {
    throw new DataDirOpen(
      `DATA_DIR ${path.resolve(dir)} is open to other users (mode ${mode.toString(8).padStart(4, '0')}) and belongs to another user, so this process may not close it. It holds the database and its key: run \`chmod 700 ${path.resolve(dir)}\` (or give this process a DATA_DIR of its own), then start again.`,
    );
  }
}
