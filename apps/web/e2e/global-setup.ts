// Once per run that includes the journeys: one store server (a copy of the data dir the built
// server seeded, see the API's global setup, which runs first) and one Chromium, which every
// journey file connects to instead of starting its own: a server and a browser take seconds to
// start, and the journeys are most of the run (CI time).
import { existsSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { newDataDir, serverEntry, startServer } from '../../api/test/server-process';
import { chromiumFlags, chromiumPath, hasChromium } from './chromium';

export default async function setup(project: TestProject) {
  const journeys = project.vitest.projects.some((running) => running.name === 'e2e');
  if (!journeys || !hasChromium || !existsSync(serverEntry)) return;
  const dataDir = newDataDir();
  const [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' }),
    chromium.launchServer({ executablePath: chromiumPath, args: chromiumFlags, headless: true }),
  ]);
  project.provide('journeyStore', { url: server.url, browser: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
