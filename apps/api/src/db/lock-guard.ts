// The lock trap, designed out. Inside an enrollment's lock only the lock's own transaction may
// reach the database: on PGlite (one connection) any other use of the app's handle waits forever,
// and on PostgreSQL it escapes the transaction. A guarded handle throws, at once, when it is
// touched by code running inside a lock (outside production: server.ts decides).
import { AsyncLocalStorage } from 'node:async_hooks';

const insideLock = new AsyncLocalStorage<true>();

export class HandleUsedInsideLock extends Error {
  constructor() {
    super("the app's database handle was used inside an enrollment's lock: use the lock's transaction (ctx.db)");
  }
}

/** Runs `work` as the holder of a lock: guarded handles refuse it. */
export const holdingLock = <T>(work: () => Promise<T>): Promise<T> => insideLock.run(true, work);

/**
 * `handle`, refusing any use by code that holds a lock. Its methods run on the handle itself
 * (Kysely keeps private fields, which a proxy cannot reach).
 */
export function guardedHandle<T extends object>(handle: T): T {
  return new Proxy(handle, {
    get(target, property) {
      if (insideLock.getStore()) throw new HandleUsedInsideLock();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
