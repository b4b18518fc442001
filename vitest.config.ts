// One test run over every workspace: contract, api (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web (components in jsdom, journeys in Chromium). The
// databases and server data dirs tests copy are built once, by the API's global setup; the
// journeys' one server and one Chromium are started once, by theirs. `npm test`
// runs files on two workers (--maxWorkers=2: the machine's two cores; set here, the option is
// not applied to a run over projects).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/web/e2e'],
    globalSetup: ['apps/api/test/global-setup.ts', 'apps/web/e2e/global-setup.ts'],
  },
});
