// `npx tsx scripts/make-pristine-cluster.ts`: makes the embedded database's pristine cluster for the
// installed PGlite (decision 0055), the copy a first start lays instead of running PGlite's initdb,
// and removes the copies of other versions. Run it after PGlite is updated: the test
// apps/api/src/db/pristine-cluster.test.ts fails until then, and stores start the heavy way.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from '../apps/api/src/db/pglite-memory';
import {
  installedPgliteVersion,
  otherPristineClusters,
  pristineClusterDir,
  pristineClusterFile,
} from '../apps/api/src/db/pristine-cluster';

const version = installedPgliteVersion();
// In memory, as a store's database starts (the same start parameters): PGlite runs initdb.
const pglite = await PGlite.create({ startParams: [...pgliteStartParams] });
// What initdb wrote, on disk as a cleanly stopped server leaves it.
await pglite.exec('checkpoint');
const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
await pglite.close();
// Mostly empty pages and an unused WAL segment: brotli's best keeps about 1.3 MB of 40 MB.
const compressed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
mkdirSync(pristineClusterDir, { recursive: true });
for (const other of otherPristineClusters(version)) rmSync(path.join(pristineClusterDir, other));
writeFileSync(pristineClusterFile(version), compressed);
console.log(
  `PGlite ${version}: pristine cluster of ${(tar.length / 2 ** 20).toFixed(1)} MB kept in ${(compressed.length / 2 ** 20).toFixed(1)} MB`,
);
