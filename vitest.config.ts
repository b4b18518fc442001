// One test run over every workspace: contract, api (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web (components in jsdom, journeys in Chromium). The
// databases and server data dirs tests copy are built once, by the global setup. `npm test`
// runs files on two workers (--maxWorkers=2: the machine's two cores; set here, the option is
// not applied to a run over projects).
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, in the order they start: a journey, then an API stress test, and so on, so
 * the two workers finish together and two browsers seldom run at once. The sequencer otherwise
 * runs project after project, largest file first (a fresh clone has no timings to go by).
 */
const longestFirst = [
  'e2e/entry.test.ts',
  'test/crash-pglite.test.ts',
  'e2e/quoting.test.ts',
  'test/fuzz-pglite.test.ts',
  'e2e/plans.test.ts',
  'test/crash-postgres.test.ts',
  'test/fuzz-postgres.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.findIndex((end) => file.moduleId.endsWith(end));
      return index === -1 ? longestFirst.length : index;
    };
    // Array.prototype.sort is stable: the rest keep the base order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/web/e2e'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
