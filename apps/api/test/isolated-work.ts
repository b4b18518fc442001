// Works for lib/isolated.test.ts, run in its worker thread: one that answers, one that throws from
// a callback after it has returned (as png-js did inside zlib), one that never ends.
export async function echo(data: unknown): Promise<Uint8Array> {
  return new TextEncoder().encode(JSON.stringify(data));
}

export function throwLater(): Promise<Uint8Array> {
  return new Promise(() => {
    setImmediate(() => {
      throw new Error('thrown from a callback');
    });
  });
}

export function never(): Promise<Uint8Array> {
  return new Promise(() => {});
}

export const notAFunction = 1;
