// One test run over every workspace: contract, api (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web (components in jsdom, journeys in Chromium).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/web/e2e'] },
});
