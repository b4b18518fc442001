import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { callRoutes } from './call-routes';

export default defineProject({
  plugins: [react(), callRoutes()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // One jsdom per worker instead of one per file (two thirds of the web project's time): the
    // setup file puts back what tests share after each test (CI time).
    isolate: false,
  },
});
