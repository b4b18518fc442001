import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker runs its files one after the other in one module graph instead of importing the
    // whole server again per file: each test opens its own database, app and clock, and nothing a
    // test needs lives in module state (CI time).
    isolate: false,
  },
});
