// One test run over every workspace: contract, api (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web (components in jsdom, journeys in Chromium). The
// databases and server data dirs tests copy are built once, by the API's global setup; the
// journeys' one server and one Chromium are started once, by theirs. `npm test`
// runs files on two workers (--maxWorkers=2: the machine's two cores; set here, the option is
// not applied to a run over projects).

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The projects in the order their files are handed to the workers: the longest files first. */
const projectOrder = ['e2e', 'api', 'web', 'contract'];

/**
 * Vitest hands out files project by project in the order of their names, so the journeys, the
 * longest files of the run (a minute each for the longest), started when the API's files were done
 * and the last of them ran alone on one worker while the other had nothing left. Here the journeys
 * go first, then the API's files, and the short component and contract files fill the end; within a
 * project the order stays Vitest's (the longest of the last run first, or the largest file).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = projectOrder.indexOf(file.project.name);
      return at === -1 ? projectOrder.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/web/e2e'],
    globalSetup: ['apps/api/test/global-setup.ts', 'apps/web/e2e/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
