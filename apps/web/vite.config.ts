// Vite build of the web app; in development /api is proxied to the API server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { callRoutes } from './call-routes';

export default defineConfig({
  plugins: [react(), callRoutes()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' } },
});
