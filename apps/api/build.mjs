// Bundles the server (with the contract) into dist/server.js; npm packages stay external (pdfkit
// among them: it reads its own data files at run time), and the documents' fonts go beside it.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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

// features/documents/fonts.ts finds them beside the module: in the bundle, that is dist/.
cpSync(new URL('./src/features/documents/fonts/', import.meta.url), new URL('./dist/fonts/', import.meta.url), {
  recursive: true,
});
