// The worker thread of isolated.ts: imports the module it is sent, calls the named export with the
// data, and answers the bytes it resolves to. Whatever that code throws, even from a callback
// long after (pdfkit's png-js inside zlib), ends this thread only (decision 0035).
import { parentPort } from 'node:worker_threads';
import { z } from 'zod';

const task = z.object({ module: z.string(), name: z.string(), data: z.unknown() });

async function run(sent: unknown): Promise<Uint8Array> {
  const { module, name, data } = task.parse(sent);
  const loaded: Record<string, unknown> = await import(module);
  const work = loaded[name];
  if (typeof work !== 'function') throw new Error(`${module} exports no function ${name}`);
  const bytes: unknown = await work(data);
  if (!(bytes instanceof Uint8Array)) throw new Error(`${name} did not resolve to bytes`);
  return bytes;
}

const port = parentPort;
if (port === null) throw new Error('isolated-worker runs as a worker thread only');
port.on('message', (sent: unknown) => {
  run(sent).then(
    (bytes) => port.postMessage({ ok: true, bytes }),
    (error: unknown) =>
      port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
