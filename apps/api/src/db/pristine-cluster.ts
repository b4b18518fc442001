// The embedded database's first cluster, laid from a copy instead of made by PGlite's initdb
// (decision 0055). PGlite's initdb runs a second Postgres in WebAssembly beside the first and copies
// its whole 128 MB heap each time it starts it: 350 MB more for a few seconds, more than the rest of
// a first start together. The cluster it makes is the same for every store, so it is made once
// (`npx tsx scripts/make-pristine-cluster.ts`) and kept here, compressed, one per PGlite version.

import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

/** The folder of the copies: beside this module in the sources, copied beside server.js by the build. */
export const pristineClusterDir = path.join(import.meta.dirname, 'pristine-clusters');

/** The installed PGlite's version: a cluster is laid only from the copy that version made. */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg: unknown = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  const version = typeof pkg === 'object' && pkg !== null && 'version' in pkg ? pkg.version : undefined;
  if (typeof version !== 'string') throw new Error('the installed PGlite names no version');
  return version;
}

/** The copy a PGlite version made: a tar of its fresh cluster, brotli-compressed. */
export const pristineClusterFile = (version: string) => path.join(pristineClusterDir, `pglite-${version}.tar.br`);

/**
 * Lays the pristine cluster into `clusterDir` when it holds none yet (no PG_VERSION), and says
 * whether it did. Without a copy made by the installed PGlite it lays nothing and PGlite runs its
 * own initdb, as before. The files are written to a folder beside it and renamed into place, so a
 * crash while laying leaves no half cluster: the next start removes the leftover and lays again.
 */
export async function layPristineCluster(clusterDir: string): Promise<boolean> {
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return false;
  const copy = pristineClusterFile(installedPgliteVersion());
  if (!existsSync(copy)) return false;
  const laying = `${clusterDir}.laying`;
  rmSync(laying, { recursive: true, force: true });
  mkdirSync(laying, { recursive: true, mode: 0o700 });
  // Streamed: the cluster's 40 MB are never held at once (read whole, they raised the peak by 30 MB).
  await pipeline(createReadStream(copy), createBrotliDecompress(), untarInto(laying));
  // A folder without PG_VERSION is no cluster (an initdb cut short): nothing in it can be opened.
  if (existsSync(clusterDir)) rmSync(clusterDir, { recursive: true, force: true });
  renameSync(laying, clusterDir);
  return true;
}

/** One entry's header of a ustar archive (as PGlite's dumpDataDir writes), or undefined at its end. */
function entryOf(header: Buffer, into: string) {
  const text = (from: number, length: number) => {
    const field = header.subarray(from, from + length);
    const end = field.indexOf(0);
    return field.subarray(0, end < 0 ? length : end).toString('utf8');
  };
  const name = text(0, 100);
  if (name === '') return undefined;
  const target = path.join(into, text(345, 155), name);
  if (!target.startsWith(`${into}${path.sep}`))
    throw new Error(`the pristine cluster names a file outside it: ${name}`);
  const type = text(156, 1);
  const kind = type === '5' ? 'directory' : type === '0' || type === '' ? 'file' : 'other';
  return { target, kind, size: Number.parseInt(text(124, 12).trim() || '0', 8) } as const;
}

/** Writes the directories and regular files of a ustar archive under `into`, as its pieces arrive. */
function untarInto(into: string): Writable {
  let header = Buffer.alloc(0);
  let file: number | undefined;
  let data = 0;
  let padding = 0;
  let ended = false;
  const closeFile = () => {
    if (file !== undefined) closeSync(file);
    file = undefined;
  };
  const begin = (entry: NonNullable<ReturnType<typeof entryOf>>) => {
    if (entry.kind === 'directory') mkdirSync(entry.target, { recursive: true, mode: 0o700 });
    if (entry.kind === 'file') {
      mkdirSync(path.dirname(entry.target), { recursive: true, mode: 0o700 });
      file = openSync(entry.target, 'w', 0o600);
    }
    data = entry.size;
    padding = Math.ceil(entry.size / 512) * 512 - entry.size;
    if (data === 0) closeFile();
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        for (let at = 0; at < chunk.length && !ended; ) {
          const take = (wanted: number) => Math.min(wanted, chunk.length - at);
          if (data > 0) {
            const n = take(data);
            if (file !== undefined) writeSync(file, chunk, at, n);
            at += n;
            data -= n;
            if (data === 0) closeFile();
          } else if (padding > 0) {
            const n = take(padding);
            at += n;
            padding -= n;
          } else {
            const n = take(512 - header.length);
            header = Buffer.concat([header, chunk.subarray(at, at + n)]);
            at += n;
            if (header.length < 512) continue;
            const entry = entryOf(header, into);
            header = Buffer.alloc(0);
            if (entry) begin(entry);
            else ended = true;
          }
        }
        done();
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
    final(done) {
      closeFile();
      done(ended ? null : new Error('the pristine cluster ends before its last entry'));
    },
  });
}

/** The copies kept for other PGlite versions (the maker removes them). */
export const otherPristineClusters = (version: string) =>
  existsSync(pristineClusterDir)
    ? readdirSync(pristineClusterDir).filter((file) => file !== path.basename(pristineClusterFile(version)))
    : [];
