// `npm run bench`: builds and starts the server in production mode on a fresh data dir,
// drives each measured call with autocannon over loopback as a browser asks (compressed answers),
// and prints requests per second, p50 and p99 with ratios to a do-nothing route and a one-query
// route measured in the same run, a load run, the server's peak RSS, the time from start to the
// first answer and after a SIGKILL, and at the end every target with whether it is met.
// BENCH_DATABASE_URL runs it on PostgreSQL, where it also measures the listing with one API worker
// and with two (bench-workers.ts).
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { implementations } from '../apps/api/src/implementations';
import { completableEnrollment, eftAnswers } from '../apps/api/test/completable';
import { type ServerProcess, startServer } from '../apps/api/test/server-process';
import {
  benchQuote,
  enrollmentsPerConnection,
  onlyBuiltStepsRequired,
  type Quote,
  senderOf,
  visitorCookie,
  wizardEnrollments,
} from './bench-data';
import { firstStartMemory, printFirstStart, printMemory, printRunPeak, rssAfterStart } from './bench-memory';
import { judge, judgeCalls, judgeLoad, maxStartMs, printVerdicts, type Row, type Target } from './bench-verdicts';
import { benchWorkers } from './bench-workers';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
/**
 * Each call runs this long, unmeasured, before its measured run: a server that has answered a call
 * for a while has compiled its code (V8's optimizing compiler) and filled its caches, as a store's
 * server has. Measured cold, the first call after the reference routes paid the warm-up: get-states,
 * then default-info when run first, cost the server a third more per request in their first seconds.
 */
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? '2');
const connections = 10;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? '30');
const loadConnections = 50;
const built = new Set(implementations.map((implementation) => implementation.call.name));
/** The bench quote's run: its enrollments per connection, and billing's only once billing is built. */
const quoteRun = { connections, billing: built.has('saveBillingInfo') };
/**
 * BENCH_ONLY=word,word: only the routes whose names hold one of the words, with the yardsticks they
 * are divided by (the reference routes and get-states); no load run, completion or restart; the
 * workers' runs (bench-workers.ts) only when a word is `workers`.
 */
const only = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim())
  .filter((word) => word !== '');
const measured = (target: Target) =>
  only === undefined ||
  target.reference !== undefined ||
  target.path === '/api/v1/get-states' ||
  only.some((word) => target.name.includes(word));

/** What browsers send (issue 18: the bench measures compressed answers as they are served). */
const browserHeaders = { 'accept-language': 'en', 'accept-encoding': 'gzip, br' };

const targets = (quote: Quote): Target[] => [
  { name: 'do-nothing route (/livez)', path: '/livez', reference: 'noop' },
  { name: 'one-query route (/healthz)', path: '/healthz', reference: 'query' },
  { name: 'GET get-states', path: '/api/v1/get-states' },
  { name: 'GET validate-zip-code', path: '/api/v1/validate-zip-code?zip_code=78701' },
  { name: 'GET get-default-info', path: '/api/v1/get-default-info' },
  ...(built.has('getFilteredPlans')
    ? [{ name: 'GET get-filtered-plans', path: listingPath(quote), listing: true }]
    : []),
  ...(built.has('getMenuFilteredPlans')
    ? [{ name: 'GET get-menu-filtered-plans', path: menuPath(quote), listing: true }]
    : []),
  ...(built.has('getPlanCart')
    ? [{ name: 'GET get-plan-cart', path: `/api/v1/get-plan-cart?enrollment_id=${quote.enrollmentId}` }]
    : []),
  ...(built.has('getCartEffectiveDates')
    ? [
        {
          name: 'GET get-cart-effective-dates',
          path: `/api/v1/get-cart-effective-dates?enrollment_id=${quote.enrollmentId}`,
        },
      ]
    : []),
  ...(built.has('savePersonalInfo')
    ? [
        {
          name: 'POST save-personal-info',
          path: '/api/v1/save-personal-info',
          saves: stepBodies(quote.wizardIds, personalAnswers),
        },
      ]
    : []),
  ...(built.has('saveContactInfo')
    ? [
        {
          name: 'POST save-contact-info',
          path: '/api/v1/save-contact-info',
          saves: stepBodies(quote.wizardIds, contactAnswers),
        },
      ]
    : []),
  ...(built.has('saveBillingInfo')
    ? [
        {
          name: 'POST save-billing-info',
          path: '/api/v1/save-billing-info',
          saves: quote.billingIds.map((id) => JSON.stringify({ enrollment_id: id, ...eftAnswers })),
        },
      ]
    : []),
];

/** A personal step as a person fills it (the SSN sealed by the save itself). */
const personalAnswers = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  marital_status: 1,
  height_feet: 5,
  height_inch: 6,
  weight: 150,
  ssn: '219094387',
};

/** A contact step as a person fills it (their email and phone checked by the save itself). */
const contactAnswers = {
  email_address: 'ana.ruiz@example.com',
  phone_number: '2025550143',
  address1: '100 Elm Street',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  with_validation: 1,
};

const stepBodies = (ids: readonly string[], answers: object) =>
  ids.map((id) => JSON.stringify({ enrollment_id: id, ...answers }));

const listingPath = (quote: Quote) => `/api/v1/get-filtered-plans?enrollment_id=${quote.enrollmentId}`;
const menuPath = (quote: Quote) => `/api/v1/get-menu-filtered-plans?category=medical&portal_id=${quote.portalId}`;

/**
 * The load run: many connections for longer, on the calls a busy store hears most; those issue 18
 * names (with the completion, run last) are `judged` against the load target.
 */
const loadTargets = (
  quote: Quote,
  loadWizardIds: readonly string[],
): (Target & { call: string; judged?: boolean })[] => [
  { name: 'landing data (get-default-info)', path: '/api/v1/get-default-info', call: 'getDefaultInfo', judged: true },
  { name: 'plan listing (get-filtered-plans)', path: listingPath(quote), call: 'getFilteredPlans', judged: true },
  { name: 'menu listing (get-menu-filtered-plans)', path: menuPath(quote), call: 'getMenuFilteredPlans' },
  {
    name: 'wizard step (get-dynamic-tabs)',
    path: `/api/v1/get-dynamic-tabs?enrollment_id=${quote.enrollmentId}`,
    call: 'getDynamicTabs',
  },
  {
    name: 'wizard save (save-personal-info)',
    path: '/api/v1/save-personal-info',
    call: 'savePersonalInfo',
    saves: stepBodies(loadWizardIds, personalAnswers),
    judged: true,
  },
];

/** How many enrollments save-review-info completes, each once: a repeat only reads the policy back. */
const completions = Number(process.env.BENCH_COMPLETIONS ?? '200');
/** How many of them one visitor makes: under the member lookups a session and an address may make. */
const perVisitor = 10;

/**
 * save-review-info, the completion, at the load's connections: each request completes a fresh
 * enrollment made before the timed run (quote, cart, effective date and every built step saved), so
 * every request does the whole transaction (member, policy, plans, steps, receipt queued). Requests
 * are counted, not timed: a completion cannot be repeated, so the run lasts as long as they take.
 */
async function benchCompletion(url: string) {
  if (!built.has('saveReviewInfo')) return;
  // Each visitor (a session from an address of its own) makes a few enrollments, as people do: the
  // contact save's member lookups are counted per session and address (decision 0041).
  const made: { id: string; cookie: string }[] = [];
  for (let visitor = 0; visitor * perVisitor < completions; visitor++) {
    const address = `10.77.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
    const cookie = await visitorCookie(url, address);
    const send = senderOf(url, cookie, address);
    for (let n = visitor * perVisitor; n < Math.min(completions, (visitor + 1) * perVisitor); n++)
      made.push({ id: await completableEnrollment(send, `bench.${n}@example.com`), cookie });
  }
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/v1/save-review-info`,
    method: 'POST',
    connections: loadConnections,
    amount: made.length,
    headers: { ...browserHeaders, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const enrollment = made[next++ % made.length];
          return {
            ...request,
            headers: { ...request.headers, cookie: enrollment?.cookie ?? '' },
            body: JSON.stringify({ enrollment_id: enrollment?.id, first_enroll: 1 }),
          };
        },
      },
    ],
  });
  const name = 'POST save-review-info';
  console.log(`
Completion: ${made.length} fresh enrollments, each completed once, ${loadConnections} connections
`);
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
  );
  judgeLoad(`${name} (${made.length} completions)`, loadConnections, errors, result.latency.p99);
}

/** A target's requests: its URL, or its save bodies in turn as JSON POSTs. */
function requestsOf(target: Target): Partial<autocannon.Options> {
  const bodies = target.saves;
  if (!bodies) return {};
  let next = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    next = (next + 1) % bodies.length;
    return { ...request, body: bodies[next] ?? '' };
  };
  return { method: 'POST', requests: [{ setupRequest }] };
}

/** Kills the server with SIGKILL and starts it again on its data: the time until /healthz answers. */
async function restartAfterKill(server: ServerProcess, env: Record<string, string>) {
  await server.stop('SIGKILL');
  const started = performance.now();
  const again = await startServer(env);
  const health = await fetch(`${again.url}/healthz`);
  const ms = performance.now() - started;
  await again.stop('SIGTERM');
  return { ms, healthy: health.status === 200 };
}

async function main() {
  // BENCH_BUILD=api builds the server alone: every measured route is the API's.
  execSync(process.env.BENCH_BUILD === 'api' ? 'npm run build -w apps/api' : 'npm run build', { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const database = process.env.BENCH_DATABASE_URL;
  const env = {
    // Measured as production runs: no response checks (which the test environment adds), and
    // production wants an https address (the cookie is then `__Host-sid`).
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bench.localhost',
    DATA_DIR: dataDir,
    // A throwaway store: its key may sit beside its data (decision 0039).
    DATA_KEY_IN_DATA_DIR: 'accepted',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The completion's visitors name their own addresses (benchCompletion).
    TRUST_PROXY: 'loopback',
    ...(database ? { DATABASE_URL: database } : {}),
  };
  // A first start seeds the store (measured: a newcomer's first `npm start`); then only the built
  // steps are required, so enrollments complete.
  const firstServer = await startServer(env);
  const firstStart = await firstStartMemory(firstServer.url, firstServer.child.pid);
  await firstServer.stop('SIGTERM');
  await onlyBuiltStepsRequired(env);
  // One worker and two, each on a server of its own, before the main server starts (decision 0027).
  if (only === undefined || only.includes('workers'))
    await benchWorkers({
      env,
      connections,
      seconds,
      listingPathOf: async (url, cookie) => listingPath(await benchQuote(url, cookie, quoteRun)),
      judge,
    });
  const starting = performance.now();
  const server = await startServer(env);
  const health = await fetch(`${server.url}/healthz`);
  const startMs = performance.now() - starting;
  const kind = database ? 'postgres' : 'pglite';
  judge(
    `start to first answer at most ${maxStartMs[kind] / 1000} s`,
    `${(startMs / 1000).toFixed(2)} s`,
    health.ok && startMs <= maxStartMs[kind],
  );
  const afterStartMb = await rssAfterStart(server.url, server.child.pid);
  let killed = false;
  try {
    // A first write stores the session the measured calls use (reads store none).
    const first = await fetch(`${server.url}/api/v1/validate-zip-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"zip":"78701"}',
    });
    const cookie = /(?:__Host-)?sid=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const quote = await benchQuote(server.url, cookie, quoteRun);
    const rows: Row[] = [];
    for (const target of targets(quote).filter(measured)) {
      const run = (duration: number) =>
        autocannon({
          url: `${server.url}${target.path}`,
          connections,
          duration,
          headers: { cookie, ...browserHeaders, ...(target.saves ? { 'content-type': 'application/json' } : {}) },
          ...requestsOf(target),
        });
      if (warmSeconds > 0) await run(warmSeconds);
      const result = await run(seconds);
      rows.push({
        target,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    const noop = rows.find((row) => row.target.reference === 'noop')?.rps ?? Number.NaN;
    const query = rows.find((row) => row.target.reference === 'query')?.rps ?? Number.NaN;
    console.log(
      `\nBenchmark: ${database ? 'PostgreSQL' : 'embedded PGlite'}, ${connections} connections, ${seconds} s per route, production build\n`,
    );
    console.log(
      `${'route'.padEnd(30)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'/noop'.padStart(7)} ${'/query'.padStart(7)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.target.name.padEnd(30)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)} ${(row.rps / noop).toFixed(2).padStart(7)} ${(row.rps / query).toFixed(2).padStart(7)}`,
      );
    }
    judgeCalls(rows);
    if (only !== undefined) return;

    const loadWizardIds = await wizardEnrollments(
      server.url,
      { cookie, 'content-type': 'application/json' },
      loadConnections * enrollmentsPerConnection,
    );
    console.log(`\nLoad: ${loadConnections} connections, ${loadSeconds} s per call\n`);
    for (const target of loadTargets(quote, loadWizardIds)) {
      if (!built.has(target.call)) {
        console.log(`${target.name.padEnd(36)} not built yet (501): skipped`);
        continue;
      }
      const result = await autocannon({
        url: `${server.url}${target.path}`,
        connections: loadConnections,
        duration: loadSeconds,
        headers: { cookie, ...browserHeaders, ...(target.saves ? { 'content-type': 'application/json' } : {}) },
        ...requestsOf(target),
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `${target.name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms  errors ${errors}`,
      );
      if (target.judged) judgeLoad(target.name, loadConnections, errors, result.latency.p99);
    }
    printMemory(server.child.pid, afterStartMb, database !== undefined, judge);
    printFirstStart(firstStart, database !== undefined, judge);
    // Last: each completion queues its receipt emails, whose invoices render after commit and would
    // weigh on whatever is measured next.
    await benchCompletion(server.url);
    printRunPeak(server.child.pid);
    killed = true;
    const restart = await restartAfterKill(server, env);
    console.log(
      `Restart after SIGKILL: healthy ${restart.healthy ? 'yes' : 'NO'} after ${restart.ms.toFixed(0)} ms (target: within 10 s)`,
    );
  } finally {
    if (!killed) await server.stop('SIGTERM');
    printVerdicts();
  }
}

await main();
