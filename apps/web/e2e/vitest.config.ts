import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file, so files run beside each other and beside the API's
    // tests (a project that ran its files one at a time would run after all the others, alone).
    // A page in a real browser may take longer than a second to show a change on a busy machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
