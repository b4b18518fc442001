// `npm run bench:web`: Lighthouse (mobile profile, its default simulated throttling) on the built
// store's first visit to three pages, in Debian's Chromium; prints performance, accessibility,
// largest contentful paint, total blocking time, layout shift, bytes and requests for each, and the
// host's Lighthouse `benchmarkIndex` (how fast this machine ran Lighthouse's own reference work: the
// mobile profile multiplies the host's CPU time by four, so figures of two hosts compare only beside it).
// It builds nothing: run `npm run build` first. Nothing downloads: Lighthouse and Chromium are local.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../apps/api/test/server-process';
import { chromiumFlags } from '../apps/web/e2e/chromium';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Runs per page; the table shows the run with the median performance score. */
const runs = Number(process.env.BENCH_WEB_RUNS ?? '3');
/** Where each run's full Lighthouse report goes (JSON), to see what moves or what is slow; none when unset. */
const reportDir = process.env.BENCH_WEB_REPORTS;

const pages = [
  { name: 'home', path: '/' },
  { name: 'rep landing', path: '/maria-alvarez' },
  // The category menu's listing: the plans a first visitor sees before giving a household.
  { name: 'dental plans', path: '/plans?type=dental' },
];

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  requests: number;
  benchmarkIndex: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function figures({ lhr }: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
    requests: requests?.type === 'table' ? requests.items.length : Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (results: Figures[]) =>
  [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];

/** What each run clears before it starts: everything the origin kept. */
const firstVisitClears = [
  'cookies',
  'local_storage',
  'indexeddb',
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;

/** One Lighthouse run; a run whose trace failed (it says to run again, now and then) is run again once. */
async function audit(url: string, port: number, retries = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // A first visit: Lighthouse's default keeps cookies and local storage from the run before
    // (a landing page's session cookie, the stored session and language).
    clearStorageTypes: [...firstVisitClears],
  });
  const error = result?.lhr.runtimeError;
  if (result && !error) return result;
  if (retries > 0) return audit(url, port, retries - 1);
  throw new Error(`Lighthouse on ${url}: ${error ? `${error.code} ${error.message}` : 'no result'}`);
}

async function main() {
  // Production, as a store runs: no response checks, `__Host-` cookies. Production wants an https
  // PUBLIC_URL; Chromium treats 127.0.0.1 as a secure context, so the page works over plain http.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const server = await startServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bench.localhost',
    DATA_DIR: dataDir,
    // A throwaway store: its key may sit beside its data (decision 0039).
    DATA_KEY_IN_DATA_DIR: 'accepted',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-chromium-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags, userDataDir });
  try {
    const rows: { name: string; path: string; figures: Figures }[] = [];
    for (const page of pages) {
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await audit(`${server.url}${page.path}`, chrome.port);
        results.push(figures(result));
        if (reportDir)
          writeFileSync(
            path.join(reportDir, `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
      }
      const chosen = median(results);
      if (chosen) rows.push({ ...page, figures: chosen });
    }
    console.log(
      `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile profile, production build, first visit\n`,
    );
    const header = ['page', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'requests'];
    console.log(
      `${header[0]?.padEnd(36)}${header
        .slice(1)
        .map((cell) => cell.padStart(9))
        .join('')}`,
    );
    for (const { name, path: pagePath, figures: f } of rows) {
      const cells = [f.performance, f.accessibility, f.lcpMs.toFixed(0), f.tbtMs.toFixed(0), f.cls.toFixed(3)];
      const weight = [f.kb.toFixed(0), f.requests];
      console.log(
        `${`${name} (${pagePath})`.padEnd(36)}${[...cells, ...weight].map((cell) => String(cell).padStart(9)).join('')}`,
      );
    }
    const indexes = rows.map((row) => row.figures.benchmarkIndex).sort((a, b) => a - b);
    console.log(
      `\nHost benchmarkIndex: ${indexes[Math.floor(indexes.length / 2)]?.toFixed(0)} (median of the pages' median runs)`,
    );
    console.log(
      'Targets: performance at least 95, total blocking time at most 150 ms, at most 25 requests, accessibility 100, layout shift under 0.1',
    );
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
