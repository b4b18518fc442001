import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { callRoutes } from './call-routes';

export default defineProject({
  plugins: [react(), callRoutes()],
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test-setup.ts'] },
});
