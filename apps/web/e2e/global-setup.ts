// Once per run that includes the journeys: one store server (a copy of the data dir the built
// server seeded, see the API's global setup, which runs first) and one Chromium, which every
// journey file connects to instead of starting its own: a server and a browser take seconds to
// start, and the journeys are most of the run (CI time).
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { newDataDir, serverEntry, startServer } from '../../api/test/server-process';
import { chromiumFlags, chromiumPath, hasChromium } from './chromium';
import { journeyServerEnvironment } from './store-server';

export default async function setup(project: TestProject) {
  const journeys = project.vitest.projects.some((running) => running.name === 'e2e');
  if (!journeys || !hasChromium || !existsSync(serverEntry)) return;
  const dataDir = newDataDir();
  const [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, ...journeyServerEnvironment }),
    chromium.launchServer({ executablePath: chromiumPath, args: chromiumFlags, headless: true }),
  ]);
  // The server's output, as a file the journeys may read (what it logged of their requests).
  const logDir = mkdtempSync(join(tmpdir(), 'benefit-store-log-'));
  const log = join(logDir, 'server.log');
  appendFileSync(log, server.output());
  const copy = (chunk: Buffer) => appendFileSync(log, chunk);
  server.child.stdout?.on('data', copy);
  server.child.stderr?.on('data', copy);
  project.provide('journeyStore', { url: server.url, browser: browser.wsEndpoint(), dataDir, log });
  return async () => {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  };
}
