// Several API workers on one PostgreSQL (WEB_CONCURRENCY=2, decision 0027), as a client meets
// them: each request on a new connection, so the cluster hands them out in turn. Requests reach
// two worker processes (the pids of the request log lines), a session started on one is used on
// the other, and the guess limit and the rate limit are one allowance whichever worker answers:
// counted in the database, or in Redis with REDIS_URL. Counted per process, each worker would let
// its own share through, and every count below would come out higher.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, testDatabaseUrl } from './databases';
import { newDataDir, type ServerProcess, startServer } from './server-process';
import { readTemplates } from './templates';

interface Answer {
  status: number;
  cookie: string | undefined;
  body: string;
}

/** One request on a connection of its own (no keep-alive), so the next may reach another worker. */
function send(url: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: object) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.find((line) => line.startsWith('sid='));
          resolve({ status: res.statusCode ?? 0, cookie: setCookie?.split(';')[0], body: text });
        });
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const logLine = (line: string): { msg?: string; pid?: number; req?: { url?: string } } | undefined => {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
};

/** The pids of the workers that logged a request to `route` after `from` characters of output. */
function workerPids(server: ServerProcess, from: number, route: string): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().slice(from).split('\n')) {
    const entry = logLine(line);
    if (entry?.msg === 'request completed' && entry.req?.url === route && entry.pid !== undefined) pids.add(entry.pid);
  }
  return pids;
}

/**
 * Waits for the log lines of requests already answered: a worker writes its line once it has
 * answered, so the line may reach this process after the answer does.
 */
async function expectWorkers(server: ServerProcess, from: number, route: string, count: number) {
  await expect.poll(() => workerPids(server, from, route).size, { timeout: 5_000, interval: 50 }).toBe(count);
  return workerPids(server, from, route);
}

/** A client address of the test's own (sent by the loopback proxy the store trusts by default). */
let nextAddress = 1;
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

/** A new storefront session: a write starts one. */
async function newSession(url: string, address: Record<string, string>): Promise<string> {
  const answer = await send(url, 'POST', '/api/v1/validate-zip-code', address, { zip: '78701' });
  if (!answer.cookie) throw new Error(`no session cookie was set (${answer.status})`);
  return answer.cookie;
}

const rateLimit = 20;

/** `rateLimit + 10` calls from one address at once: how many were answered and how many refused. */
async function spendAllowance(server: ServerProcess) {
  const address = ownAddress();
  const from = server.output().length;
  const answers = await Promise.all(
    Array.from({ length: rateLimit + 10 }, () => send(server.url, 'GET', '/api/v1/get-states', address)),
  );
  const statuses = answers.map((answer) => answer.status);
  return {
    answered: statuses.filter((status) => status === 200).length,
    refused: statuses.filter((status) => status === 429).length,
    pids: await expectWorkers(server, from, '/api/v1/get-states', 2),
  };
}

async function startWorkers(url: string, cleanups: (() => Promise<void>)[], env: Record<string, string> = {}) {
  const created = await createDatabase(url, 'server', readTemplates()?.serverPostgres);
  cleanups.push(created.drop);
  const server = await startServer({
    DATABASE_URL: created.url,
    DATA_DIR: newDataDir(),
    WEB_CONCURRENCY: '2',
    RATE_LIMIT_PER_MINUTE: String(rateLimit),
    ...env,
  });
  cleanups.push(async () => {
    await server.stop('SIGTERM');
  });
  return server;
}

/** Two workers on a fresh database before the block's tests (handed to `started`), stopped and dropped after. */
function withWorkers(url: string, started: (server: ServerProcess) => void, env: Record<string, string> = {}) {
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => started(await startWorkers(url, cleanups, env)), 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
}

describe('two API workers on one PostgreSQL', () => {
  if (!testDatabaseUrl) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL): the embedded database has one process', () => {});
    return;
  }
  let server: ServerProcess;
  withWorkers(testDatabaseUrl, (started) => {
    server = started;
  });

  it('says it listens once, and hands requests to two worker processes', async () => {
    expect(server.output().match(/Benefit Store listening at/g)).toHaveLength(1);
    const address = ownAddress();
    const from = server.output().length;
    for (let n = 0; n < 6; n++) expect((await send(server.url, 'GET', '/api/v1/get-states', address)).status).toBe(200);
    const pids = await expectWorkers(server, from, '/api/v1/get-states', 2);
    expect(pids.has(server.child.pid ?? 0)).toBe(false);
  });

  it('uses a session started on one worker on the other', async () => {
    const address = ownAddress();
    const cookie = await newSession(server.url, address);
    const quote = await send(
      server.url,
      'POST',
      '/api/v1/add-filter-for-new-user',
      { ...address, cookie },
      {
        zip: '75201',
        dob: '07/04/1980',
        gender: 0,
        tier: 'IO',
      },
    );
    expect(quote.status).toBe(200);
    const enrollmentId = (JSON.parse(quote.body) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const cart = `/api/v1/get-plan-cart?enrollment_id=${enrollmentId}`;
    // Not anyone's: without the session the enrollment is not found.
    expect((await send(server.url, 'GET', cart, address)).status).not.toBe(200);
    const from = server.output().length;
    for (let n = 0; n < 6; n++) expect((await send(server.url, 'GET', cart, { ...address, cookie })).status).toBe(200);
    await expectWorkers(server, from, '/api/v1/get-plan-cart', 2);
  });

  it('shares one guess limit: 10 wrong rep codes across workers, the 11th refused', async () => {
    const address = ownAddress();
    const cookie = await newSession(server.url, address);
    const guess = () => send(server.url, 'GET', '/api/v1/validate-agent?agent_code=WRONG1', { ...address, cookie });
    const from = server.output().length;
    for (let n = 0; n < 10; n++) expect((await guess()).status).toBe(400);
    await expectWorkers(server, from, '/api/v1/validate-agent', 2);
    for (let n = 0; n < 2; n++) expect((await guess()).status).toBe(429);
  });

  it('shares one rate limit in the database: exactly the allowance passes, whichever worker answers', async () => {
    const { answered, refused, pids } = await spendAllowance(server);
    expect(pids.size).toBe(2);
    expect({ answered, refused }).toEqual({ answered: rateLimit, refused: 10 });
  });

  it('replaces a worker that dies, and stops gracefully on SIGTERM', async () => {
    const address = ownAddress();
    let from = server.output().length;
    for (let n = 0; n < 2; n++) await send(server.url, 'GET', '/api/v1/get-states', address);
    const [victim] = await expectWorkers(server, from, '/api/v1/get-states', 2);
    if (victim === undefined) throw new Error('no worker answered');
    process.kill(victim, 'SIGKILL');
    await expect
      .poll(() => server.output(), { timeout: 30_000, interval: 200 })
      .toMatch(/replacement worker listening/);
    expect(server.output()).toMatch(/worker died: starting another/);
    from = server.output().length;
    for (let n = 0; n < 6; n++) expect((await send(server.url, 'GET', '/api/v1/get-states', address)).status).toBe(200);
    const pids = await expectWorkers(server, from, '/api/v1/get-states', 2);
    expect(pids.has(victim)).toBe(false);
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 60_000);
});

describe('two API workers sharing the rate limit in Redis (REDIS_URL)', () => {
  if (!testDatabaseUrl) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL): the embedded database has one process', () => {});
    return;
  }
  let server: ServerProcess;
  // CI and this machine have Redis on its default port; a prefix of this run's own keeps parallel
  // runs (and their addresses) apart.
  withWorkers(
    testDatabaseUrl,
    (started) => {
      server = started;
    },
    { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` },
  );

  it('lets exactly the allowance pass, whichever worker answers', async () => {
    const { answered, refused, pids } = await spendAllowance(server);
    expect(pids.size).toBe(2);
    expect({ answered, refused }).toEqual({ answered: rateLimit, refused: 10 });
  });
});
