// The isolate (decision 0035): a work that throws from a callback ends its worker only, the
// caller's promise rejects, and the next work runs in a new worker; a work past its time is ended.
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { IsolatedWorkFailed, isolate } from './isolated';

const works = new URL('../../test/isolated-work.ts', import.meta.url);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('isolated work', () => {
  const isolation = isolate({ timeoutMs: 5000 });
  afterAll(() => isolation.close());

  it('runs a named export on the data and answers its bytes', async () => {
    expect(text(await isolation.run(works, 'echo', { a: [1, 2], b: 'á' }))).toBe('{"a":[1,2],"b":"á"}');
  });

  it('rejects when the work throws from a callback, and the next work runs in a new worker', async () => {
    const failed = isolation.run(works, 'throwLater', {});
    await expect(failed).rejects.toBeInstanceOf(IsolatedWorkFailed);
    await expect(failed).rejects.toThrow(/thrown from a callback/);
    expect(text(await isolation.run(works, 'echo', 'after'))).toBe('"after"');
    // This thread (the test's) is still here to say so.
    expect(threadId).toBeTypeOf('number');
  });

  it('rejects a name that is no function of the module, and a work queued behind it still runs', async () => {
    const refused = isolation.run(works, 'notAFunction', {});
    const next = isolation.run(works, 'echo', 1);
    await expect(refused).rejects.toThrow(/exports no function notAFunction/);
    expect(text(await next)).toBe('1');
  });

  it('ends a work that runs past its time, and runs the next', async () => {
    const short = isolate({ timeoutMs: 1500 });
    await expect(short.run(works, 'never', {})).rejects.toThrow(/ran over 1500 ms/);
    expect(text(await short.run(works, 'echo', 2))).toBe('2');
    await short.close();
  });
});
