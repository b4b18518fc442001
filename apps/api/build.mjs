// Bundles the server (with the contract) into dist/server.js, and its render worker beside it; npm packages stay external (pdfkit
// among them: it reads its own data files at run time), and the documents' fonts go beside it.
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  // The server, and the worker thread of lib/isolated.ts with the documents it renders (decision
  // 0035): entries of their own beside server.js, loaded only in the worker.
  entryPoints: {
    server: 'src/server.ts',
    'isolated-worker': 'src/lib/isolated-worker.ts',
    renderers: 'src/features/documents/renderers.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@benefit-store/')),
  // The contract imports zod; the server resolves it from its own dependencies.
  // (Its import has a name of its own: bundled code may import createRequire too.)
  banner: {
    js: "import { createRequire as bannerCreateRequire } from 'node:module'; const require = bannerCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// src/stored-sql.ts reads the stored functions' files (a feature's sql/ folder) from its own folder:
// in the bundle, dist/.
const sources = new URL('./src/', import.meta.url);
for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
  if (!/(^|\/)sql\/[^/]+\.sql$/.test(file)) continue;
  const target = new URL(`./dist/${file}`, import.meta.url);
  mkdirSync(new URL('.', target), { recursive: true });
  copyFileSync(new URL(file, sources), target);
}

// features/documents/fonts.ts finds them beside the module: in the bundle, that is dist/.
cpSync(new URL('./src/features/documents/fonts/', import.meta.url), new URL('./dist/fonts/', import.meta.url), {
  recursive: true,
});

// db/pristine-cluster.ts lays a new store's cluster from the copy beside it: in the bundle, dist/.
cpSync(new URL('./src/db/pristine-clusters/', import.meta.url), new URL('./dist/pristine-clusters/', import.meta.url), {
  recursive: true,
});
