// End-to-end harness: the built store served by the API on a free port with a new data
// dir (a copy of the run's seeded one), Debian's Chromium driven by playwright-core, and an axe check per page.
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { newDataDir, type ServerProcess, startServer } from '../../api/test/server-process';

export const chromiumPath = '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

/** Flags for a headless Chromium on a machine with no network beyond loopback. */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A journey's two passes: English at desktop size, then Spanish on a phone. */
export const passes = [
  { language: 'en', viewport: { width: 1366, height: 900 }, phone: false },
  { language: 'es', viewport: { width: 390, height: 844 }, phone: true },
] as const;

export interface Store {
  server: ServerProcess;
  browser: Browser;
  /** A page in a new browser context (fresh storage), as a first-time visitor. */
  newPage(options?: { locale?: string; host?: string }): Promise<Page>;
  close(): Promise<void>;
}

export async function openStore(): Promise<Store> {
  // One server per journey file, both languages: a visitor's calls in both languages stay far below
  // this limit, which is raised by configuration rather than by starting a server per language.
  const server = await startServer({ DATA_DIR: newDataDir(), RATE_LIMIT_PER_MINUTE: '100000' });
  // Playwright gives each launch a fresh, temporary --user-data-dir of its own.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  return {
    server,
    browser,
    newPage: async ({ locale = 'en-US' } = {}) => {
      // Reduced motion: no page is checked by axe halfway through a modal's fade (the app honours it).
      const context = await browser.newContext({ baseURL: server.url, locale, reducedMotion: 'reduce' });
      return context.newPage();
    },
    close: async () => {
      await browser.close();
      await server.stop('SIGTERM');
    },
  };
}

/** axe finds no violations of WCAG 2.x A and AA on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
