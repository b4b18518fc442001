// End-to-end harness: the built store served by the API (one server for the whole run, started by
// global-setup.ts, or one per file when a file runs without it), Debian's Chromium driven by
// playwright-core, and an axe check per page.
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newDataDir, startServer } from '../../api/test/server-process';
import { chromiumFlags, chromiumPath } from './chromium';
import { journeyServerEnvironment } from './store-server';

export { hasChromium } from './chromium';

/** A journey's two passes: English at desktop size, then Spanish on a phone. */
export const passes = [
  { language: 'en', viewport: { width: 1366, height: 900 }, phone: false },
  { language: 'es', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** The store server every journey of the run uses, as global-setup.ts started it. */
export interface SharedStore {
  url: string;
  /** The Chromium browser server's address, for `chromium.connect`. */
  browser: string;
  /** The server's DATA_DIR (database, blobs) and the file its output goes to. */
  dataDir: string;
  log: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeyStore: SharedStore | undefined;
  }
}

export interface Store {
  /** The server: its address, its DATA_DIR, and what it has written to its output so far. */
  server: { url: string; dataDir: string; output(): string };
  browser: Browser;
  /** A page in a new browser context (fresh storage), as a first-time visitor; `headers` go with every request. */
  newPage(options?: { locale?: string; headers?: Record<string, string> }): Promise<Page>;
  close(): Promise<void>;
}

/** A made-up client address: each store's visitors count their wrong guesses apart (TRUST_PROXY loopback). */
const clientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/**
 * The run's store, or a server and browser of this file's own when the run has none. Every page of
 * one store comes from the same client address, its own: journeys running beside each other on
 * the shared server never spend each other's allowance of wrong codes.
 */
export async function openStore(): Promise<Store> {
  const shared = inject('journeyStore');
  const ownDataDir = shared ? undefined : newDataDir();
  const own = ownDataDir ? await startServer({ DATA_DIR: ownDataDir, ...journeyServerEnvironment }) : undefined;
  // Playwright gives each launch a fresh, temporary --user-data-dir of its own.
  const browser = shared
    ? await chromium.connect(shared.browser)
    : await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  const url = shared?.url ?? own?.url ?? '';
  const address = clientAddress();
  return {
    server: {
      url,
      dataDir: shared?.dataDir ?? ownDataDir ?? '',
      output: () => (shared ? readFileSync(shared.log, 'utf8') : (own?.output() ?? '')),
    },
    browser,
    newPage: async ({ locale = 'en-US', headers = {} } = {}) => {
      // Reduced motion: no page is checked by axe halfway through a modal's fade (the app honours it).
      const context = await browser.newContext({
        baseURL: url,
        locale,
        reducedMotion: 'reduce',
        extraHTTPHeaders: { ...headers, 'X-Forwarded-For': address },
      });
      const page = await context.newPage();
      // A first visit's page comes drawn by the server and is on screen before its script runs:
      // act on it once the app has hydrated it (routes.tsx marks it), as on any other page. (An
      // address that is no page of the app, like /dev/mailbox, has no root to wait for.)
      const started = () =>
        page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.dataset.app === 'started',
        );
      const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
      return Object.assign(page, {
        goto: async (...args: Parameters<Page['goto']>) => {
          const response = await goto(...args);
          await started();
          return response;
        },
        reload: async (...args: Parameters<Page['reload']>) => {
          const response = await reload(...args);
          await started();
          return response;
        },
      });
    },
    close: async () => {
      // A connected browser only closes this file's contexts; the run's server outlives the file.
      await browser.close();
      await own?.stop('SIGTERM');
    },
  };
}

/** The rules journeys hold pages to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in every frame of the page that does not have it yet: a document keeps it until the page
 * navigates, so a page checked again (a popup opened, an error shown) is not sent and parsed the
 * 650 kB of axe again. (@axe-core/playwright loads it two or three times per check, and opens a
 * blank page to merge the frames' results: three quarters of a check's time, see decision 0030.)
 * A frame that runs no script (the quote email's preview) cannot take it, as with AxeBuilder.
 */
async function loadAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    } catch {}
  }
}

/** axe finds no violations of WCAG 2.x A and AA on the page as it is now (its same-origin frames too). */
export async function expectAccessible(page: Page) {
  await loadAxe(page);
  const results = await page.evaluate(
    // Only violations are asked for: axe then gathers no detail of what passed, most of a check's time.
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    wcagTags,
  );
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
