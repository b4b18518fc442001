// Work that must not end the process, run in a worker thread (decision 0035): a named export of a
// module, data in, bytes out. A throw inside the work, even from a callback after the export has
// returned, ends only that worker: the caller's promise rejects and the next work gets a new
// worker. One work at a time per isolate; a work that runs past its time is ended the same way.
// Bundled (dist/), the worker and the modules it runs are entries of their own (build.mjs);
// from source (tests), the worker loads TypeScript through tsx.
import { Worker } from 'node:worker_threads';
import { z } from 'zod';

/** True in the esbuild bundle, where every entry is a `.js` file beside server.js. */
const bundled = !import.meta.url.endsWith('.ts');

/**
 * The module `name` beside `base` (a module's `import.meta.url`): `name.ts` from source, and in the
 * bundle `name.js` beside server.js (build.mjs makes each such module an entry of its own).
 */
export const isolatedModule = (name: string, base: string) => new URL(`./${name}${bundled ? '.js' : '.ts'}`, base);

const workerFile = isolatedModule('isolated-worker', import.meta.url);

export class IsolatedWorkFailed extends Error {
  override readonly name = 'IsolatedWorkFailed';
}

const answer = z.union([
  z.object({ ok: z.literal(true), bytes: z.instanceof(Uint8Array) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

export interface IsolateOptions {
  /** A work still running after this long is ended (its worker with it). */
  timeoutMs?: number;
  /** An idle worker is ended after this long; the next work starts another. */
  idleMs?: number;
  /** The worker's heap: a work that needs more ends its worker, not the process. */
  maxHeapMb?: number;
}

export interface Isolate {
  /** Runs `module`'s export `name` on `data` in the worker; rejects with IsolatedWorkFailed if it fails or its worker dies. */
  run(module: URL, name: string, data: unknown): Promise<Uint8Array>;
  /** Ends the worker, if any (after the work queued). */
  close(): Promise<void>;
}

interface Pending {
  /** The worker running it: only that worker's answer, error or exit settles it. */
  worker: Worker;
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

export function isolate({ timeoutMs = 60_000, idleMs = 30_000, maxHeapMb = 256 }: IsolateOptions = {}): Isolate {
  let worker: Worker | undefined;
  let pending: Pending | undefined;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const settle = (from: Worker, settled: (p: Pending) => void) => {
    const current = pending;
    if (current?.worker !== from) return;
    pending = undefined;
    settled(current);
  };

  const start = (): Worker => {
    const started = new Worker(workerFile, {
      ...(bundled ? {} : { execArgv: ['--import', 'tsx'] }),
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    // Never holds the process open: a server that is stopping does not wait for an idle worker.
    started.unref();
    started.on('message', (sent: unknown) => {
      const parsed = answer.safeParse(sent);
      settle(started, (p) => {
        if (!parsed.success) p.reject(new IsolatedWorkFailed('the worker answered something else than bytes'));
        else if (parsed.data.ok) p.resolve(parsed.data.bytes);
        else p.reject(new IsolatedWorkFailed(parsed.data.message));
      });
    });
    // An uncaught throw in the worker: it is ending; this listener keeps the error from the main thread.
    started.on('error', (error: Error) => {
      if (worker === started) worker = undefined;
      settle(started, (p) => p.reject(new IsolatedWorkFailed(`the worker failed: ${error.message}`)));
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      settle(started, (p) => p.reject(new IsolatedWorkFailed(`the worker exited (${code}) during the work`)));
    });
    return started;
  };

  const runOne = (module: URL, name: string, data: unknown) =>
    new Promise<Uint8Array>((resolve, reject) => {
      clearTimeout(idle);
      worker ??= start();
      const running = worker;
      const timer = setTimeout(() => {
        if (worker === running) worker = undefined;
        settle(running, (p) => p.reject(new IsolatedWorkFailed(`${name} ran over ${timeoutMs} ms`)));
        void running.terminate();
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        idle = setTimeout(() => {
          if (worker === running && pending === undefined) {
            worker = undefined;
            void running.terminate();
          }
        }, idleMs);
        idle.unref();
      };
      pending = {
        worker: running,
        resolve: (bytes) => {
          done();
          resolve(bytes);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      };
      running.postMessage({ module: module.href, name, data });
    });

  return {
    run: (module, name, data) => {
      const result = queue.then(() => runOne(module, name, data));
      queue = result.catch(() => undefined);
      return result;
    },
    close: async () => {
      await queue;
      clearTimeout(idle);
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
