// The bench's measure of several processes (decision 0027): the plan listing (the bench's own
// quote, a family of four) served by one API worker and by two (WEB_CONCURRENCY=2) on the same
// PostgreSQL database, the ratio against the target, how busy the machine's cores were
// (the workers share them with PostgreSQL and the load generator) and the CPU time the server's
// processes spent per request. Two workers run with the rate limit shared in the database (their
// default) and per process (nothing shared: what sharing costs); BENCH_REDIS_URL adds a run
// counting it in Redis. Last, one count of each shared store is timed alone.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { openDatabase } from '../apps/api/src/db/database';
import { countCall } from '../apps/api/src/http/rate-limit-store';
import { startServer } from '../apps/api/test/server-process';

/** The target: two workers at least this many times one worker's listings per second. */
const minWorkersRatio = 1.5;

export interface WorkersBench {
  /** The bench server's environment (production, the bench's PostgreSQL database). */
  env: Record<string, string>;
  /** The listing's path for the session of `cookie`, quoted through the server at `url`. */
  listingPathOf: (url: string, cookie: string) => Promise<string>;
  connections: number;
  seconds: number;
  /** Records a target's figure and verdict for the bench's table of targets. */
  judge: (target: string, figure: string, met: boolean) => void;
}

/** The machine's busy and total CPU time so far (Linux), to tell how much of every core a run used. */
function cpuTicks(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, tick) => sum + tick, 0);
    // idle and iowait
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** The server process and its workers (Linux: the children /proc lists), none elsewhere. */
function serverPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [];
  }
}

/** CPU time `pids` have used so far, in milliseconds (user and system, in clock ticks of 10 ms). */
function cpuMsOf(pids: readonly number[]): number | undefined {
  if (pids.length === 0) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

interface Run {
  label: string;
  rps: number;
  p99: number;
  errors: number;
  /** Share of all cores busy during the run, 0 to 1 (undefined off Linux). */
  cpu: number | undefined;
  /** CPU time the server's processes spent per request, in microseconds (undefined off Linux). */
  cpuPerRequest: number | undefined;
}

/** What the runs request: the listing of one session's quote, kept in the database for every run. */
interface Listing {
  path: string;
  cookie: string;
}

/** A new session (a write stores one) and its quote's listing, made through the server at `url`. */
async function newListing(url: string, bench: WorkersBench): Promise<Listing> {
  const first = await fetch(`${url}/api/v1/validate-zip-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"zip":"78701"}',
  });
  const cookie = /(?:__Host-)?sid=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
  return { cookie, path: await bench.listingPathOf(url, cookie) };
}

/**
 * Starts the server with `env`, warms it for 2 s (each worker builds its own caches and compiles
 * its own hot code), measures the listing for `bench.seconds`, stops it.
 */
async function measure(
  label: string,
  env: Record<string, string>,
  bench: WorkersBench,
  listingOf: (url: string) => Promise<Listing>,
): Promise<Run> {
  const server = await startServer(env);
  try {
    const listing = await listingOf(server.url);
    const options = {
      url: `${server.url}${listing.path}`,
      connections: bench.connections,
      headers: { cookie: listing.cookie, 'accept-language': 'en' },
    };
    await autocannon({ ...options, duration: 2 });
    const pids = serverPids(server.child.pid);
    const machineBefore = cpuTicks();
    const serverBefore = cpuMsOf(pids);
    const result = await autocannon({ ...options, duration: bench.seconds });
    const machineAfter = cpuTicks();
    const serverAfter = cpuMsOf(pids);
    return {
      label,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      cpu:
        machineBefore && machineAfter
          ? (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
          : undefined,
      cpuPerRequest:
        serverBefore !== undefined && serverAfter !== undefined && result.requests.total > 0
          ? ((serverAfter - serverBefore) * 1000) / result.requests.total
          : undefined,
    };
  } finally {
    await server.stop('SIGTERM');
  }
}

/** Calls timed one after the other to tell what one shared count costs a request. */
const storeCalls = 2000;

/** The mean wall time and this process's CPU time of one call of `count`, in microseconds. */
async function timeCalls(count: () => Promise<unknown>) {
  for (let n = 0; n < 100; n++) await count();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let n = 0; n < storeCalls; n++) await count();
  const wallUs = ((performance.now() - started) * 1000) / storeCalls;
  const used = process.cpuUsage(cpu);
  return { wallUs, cpuUs: (used.user + used.system) / storeCalls };
}

/**
 * What one count costs, alone: the database store's upsert (countCall, as the workers make it) and
 * the Redis store's script (INCR and PEXPIRE or PTTL, as @fastify/rate-limit's store runs it).
 */
async function storeCosts(databaseUrl: string, redisUrl: string | undefined) {
  const db = openDatabase({ kind: 'postgres', url: databaseUrl }, { guardLocks: false });
  const rows = [{ store: 'database (one upsert)', ...(await timeCalls(() => countCall(db, 'bench-cost', 60_000))) }];
  await db.deleteFrom('rate_limit_counter').where('key', '=', 'bench-cost').execute();
  await db.destroy();
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const key = `bench-${process.pid}:cost`;
    const script =
      "local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) else redis.call('PTTL', KEYS[1]) end return c";
    // Loaded once and called by its hash, as the plugin's store does.
    const sha = String(await redis.script('LOAD', script));
    rows.push({ store: 'Redis (one script)', ...(await timeCalls(() => redis.evalsha(sha, 1, key, 60_000))) });
    await redis.del(key);
    redis.disconnect();
  }
  console.log(`\nOne rate-limit count, ${storeCalls} calls one after the other\n`);
  for (const row of rows)
    console.log(
      `${row.store.padEnd(40)} ${row.wallUs.toFixed(0).padStart(5)} µs a call, ${row.cpuUs.toFixed(0).padStart(4)} µs of the caller's CPU`,
    );
}

const percent = (share: number | undefined) => (share === undefined ? 'n/a' : `${(share * 100).toFixed(0)}%`);

/**
 * The listing with one worker and with two on the bench's PostgreSQL database (each on a server
 * of its own, one after the other), each run's req/s, p99, busy cores and server CPU per request,
 * and the ratio against the target; when it is not met, what holds it back.
 */
export async function benchWorkers(bench: WorkersBench): Promise<void> {
  if (!bench.env.DATABASE_URL) {
    console.log('\nWorkers: needs PostgreSQL (BENCH_DATABASE_URL): the embedded database has one process; skipped');
    return;
  }
  let listing: Listing | undefined;
  const listingOf = async (url: string) => {
    listing ??= await newListing(url, bench);
    return listing;
  };
  const two = (store: string) => ({ ...bench.env, WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: store });
  const one = await measure(
    '1 worker (rate limit in memory)',
    { ...bench.env, WEB_CONCURRENCY: '1' },
    bench,
    listingOf,
  );
  const runs = [
    one,
    await measure('2 workers (rate limit in the database)', two('database'), bench, listingOf),
    await measure('2 workers (rate limit per process)', two('memory'), bench, listingOf),
  ];
  const redis = process.env.BENCH_REDIS_URL;
  if (redis)
    runs.push(
      await measure(
        '2 workers (rate limit in Redis)',
        { ...two('redis'), REDIS_URL: redis, REDIS_KEY_PREFIX: `bench-${process.pid}:` },
        bench,
        listingOf,
      ),
    );
  const cores = availableParallelism();
  console.log(
    `\nWorkers: get-filtered-plans (family of four) on PostgreSQL, ${bench.connections} connections, ${bench.seconds} s a run after 2 s of warm-up, ${cores} cores\n`,
  );
  console.log(
    `${'run'.padEnd(40)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'cores busy'.padStart(10)} ${'server CPU µs/req'.padStart(18)}`,
  );
  for (const run of runs)
    console.log(
      `${run.label.padEnd(40)} ${run.rps.toFixed(0).padStart(7)} ${String(run.p99).padStart(7)} ${String(run.errors).padStart(7)} ${percent(run.cpu).padStart(10)} ${(run.cpuPerRequest?.toFixed(0) ?? 'n/a').padStart(18)}`,
    );
  console.log('');
  let met = true;
  for (const run of runs.slice(1)) {
    const ratio = run.rps / one.rps;
    const ok = run.errors === 0 && one.errors === 0 && ratio >= minWorkersRatio;
    met &&= ok;
    bench.judge(`${run.label}: at least ${minWorkersRatio}x 1 worker`, `${ratio.toFixed(2)}x`, ok);
    console.log(
      `${run.label.padEnd(40)} ${ratio.toFixed(2)}x 1 worker (target ${minWorkersRatio}x): ${ok ? 'met' : 'NOT MET'}`,
    );
  }
  if (!met)
    console.log(
      `What limits it: ${cores} cores shared by the workers, PostgreSQL and the load generator (autocannon); one worker already kept ${percent(one.cpu)} of them busy, so a second worker can only take what is left; a shared rate limit adds one count to each request (timed below).`,
    );
  await storeCosts(bench.env.DATABASE_URL, redis);
}
