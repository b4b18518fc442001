// Vite build of the web app, each text file also written brotli- and gzip-compressed for the server
// to send as it is; in development /api is proxied to the API server. `--ssr` builds the server's
// page renderer (src/entry-server.tsx) into the web app's `server/` folder: one module with every
// package inside, so the API loads it from wherever the built web app lies.

import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { callRoutes } from './call-routes';
import { firstViewChunks } from './first-view-chunks';

const browser = defineConfig({
  plugins: [
    react(),
    callRoutes(),
    compression({
      // Brotli's quality 10 writes 2% more than 11 in half the time (the build runs before every test run).
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }), 'gzip'],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  // The manifest tells the server which chunks a page's route needs, to preload them (web-app.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        // What index.html loads is one file rather than eleven: on a slow link each costs a round trip.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // A shared module stays in its set's file, not pulled into the first page's that imports it.
            { name: firstViewChunks(), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' } },
});

const server = defineConfig({
  plugins: [react(), callRoutes()],
  // React's production build on the server whatever NODE_ENV the API runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    // Beside the browser's files of the same build (`--outDir <web>/server` with `vite build --outDir <web>`).
    outDir: 'dist/server',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? server : browser));
