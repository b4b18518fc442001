// Crash safety: the server is killed with SIGKILL (CRASH_KILLS times, 2 in `npm test`), each at
// a random moment during a stream of writes (new sessions). Every write the server acknowledged
// must still be there after the restart, the database must open cleanly, and the server must be
// healthy again.
// How fast it restarts is measured by `npm run bench`, not here. CRASH_SEED replays the kill moments;
// each run draws new ones, so runs add up (CRASH_KILLS=100 for a long run).
// One test file per database (crash-pglite.test.ts, crash-postgres.test.ts), so they run side by side.
import { afterAll, describe, expect, it } from 'vitest';
import { crashTargets, type Target } from './crash-targets';
import { startServer } from './server-process';

const kills = Number(process.env.CRASH_KILLS ?? '2');
const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`crash: seed ${seed}, ${kills} kills (replay with CRASH_SEED=${seed})`);

/** A small deterministic generator (mulberry32), so a seed replays the same kill moments. */
function random(from: number) {
  let state = from;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sessionOf = (res: Response) => /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/** A cookieless first write: it stores a session (reads store none). */
const firstWrite = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"zip":"78701"}' };

/**
 * Writes until the server stops answering: `flowing` settles once a first write is acknowledged,
 * `done` with the sessions the server acknowledged.
 */
function writeUntilDown(url: string): { flowing: Promise<void>; done: Promise<string[]> } {
  const acknowledged: string[] = [];
  let firstAcknowledged = () => {};
  const flowing = new Promise<void>((resolve) => {
    firstAcknowledged = resolve;
  });
  const writer = async () => {
    for (;;) {
      const res = await fetch(`${url}/api/v1/validate-zip-code`, firstWrite).catch(() => undefined);
      if (!res) return;
      const sid = res.status === 200 ? sessionOf(res) : undefined;
      if (sid) {
        acknowledged.push(sid);
        firstAcknowledged();
      }
    }
  };
  const done = Promise.all([writer(), writer(), writer(), writer()]).then(() => {
    firstAcknowledged();
    return acknowledged;
  });
  return { flowing, done };
}

/** The sessions the server no longer knows: a write with one is asked for its session (403). */
async function lost(url: string, sessions: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < sessions.length; i += 25) {
    const batch = sessions.slice(i, i + 25);
    const answers = await Promise.all(
      batch.map((sid) =>
        fetch(`${url}/api/v1/auth/extend-session`, {
          method: 'POST',
          headers: { cookie: `sid=${sid}`, 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    );
    answers.forEach((res, j) => {
      if (res.status === 403) missing.push(batch[j] ?? '');
      else if (res.status !== 200) throw new Error(`the server answered ${res.status} while checking`);
    });
  }
  return missing;
}

function killDuringWrites(target: Target) {
  it(`keeps every acknowledged write across ${kills} kills and restarts healthy`, async () => {
    // The checks send thousands of requests a minute: no rate limit in the way.
    const env = { ...(await target.env()), RATE_LIMIT_PER_MINUTE: '100000000' };
    const next = random(seed);
    const acknowledged: string[] = [];
    let server = await startServer(env);
    for (let round = 0; round < kills; round++) {
      // The kill comes at a random moment once writes are flowing (a cold start's first write can
      // take longer than the longest wait).
      const writes = writeUntilDown(server.url);
      await writes.flowing;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 400)));
      await server.stop('SIGKILL');
      const fresh = await writes.done;
      acknowledged.push(...fresh);

      server = await startServer(env);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status, `round ${round}`).toBe(200);
      expect(await lost(server.url, fresh), `round ${round}`).toEqual([]);
    }
    expect(await lost(server.url, acknowledged)).toEqual([]);
    expect(await server.stop('SIGTERM')).toBe(0);
    console.log(`crash on ${target.name}: ${kills} kills survived, ${acknowledged.length} acknowledged writes kept`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(kills);
  }, 600_000);
}

/** The crash test on the database `name`; skipped, and saying so, when that database is not set up. */
export function crashSuite(name: 'pglite' | 'postgres') {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  const target = crashTargets(cleanups).find((candidate) => candidate.name === name);
  describe(`${name} killed with SIGKILL during writes`, () => {
    if (target) killDuringWrites(target);
    else it.skip('needs PostgreSQL (TEST_DATABASE_URL)', () => {});
  });
}
