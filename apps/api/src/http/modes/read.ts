// The `read` mode: the handler runs on the server's handle, no lock; its answer may be kept as
// bytes (decision 0029).
import type { CallDef } from '@benefit-store/contract/define';
import type { CallContext, Handler } from '../call-context';
import { type Checked, type Ran, readsBody } from './mode';

/** What names a kept answer: everything it depends on beyond the call (decision 0029). */
export type KeepKey<C extends CallDef> = (ctx: CallContext<C>) => Promise<string | undefined> | string | undefined;

export interface ReadMode<C extends CallDef> {
  access: 'read';
  /**
   * How the access check reads the enrollment the call names: with its `snapshot` (household, cart,
   * catalog stamp; the default), or its `ids` and revision alone, a lighter statement (the call may
   * read the snapshot later, `withSnapshot`).
   */
  enrollment?: 'snapshot' | 'ids';
  /** A call naming no enrollment finds the catalog stamp on its session (`Session.catalogStamp`). */
  session?: 'with-catalog-stamp';
  /**
   * The answer is kept as bytes under the key this gives (undefined: not kept), with the call's name
   * and the caller's language; the key must name everything else the answer depends on.
   */
  keep?: KeepKey<C>;
}

/**
 * A read may take a body (check-already-in-cart answers GET and POST alike), but only a GET's answer
 * is kept: a kept answer is sent by its key, and a body's input is not in it.
 */
export function checkRead(call: CallDef, mode: ReadMode<CallDef>): void {
  if (mode.keep !== undefined && call.methods.some(readsBody))
    throw new Error(`${call.name}: only a read without a body keeps its answer`);
}

export async function runRead<C extends CallDef>(checked: Checked<C>, handle: Handler<C>, mode: ReadMode<C>): Ran<C> {
  const { call, ctx, req, reply } = checked;
  const key = mode.keep && (await mode.keep(ctx));
  if (key === undefined) return handle(ctx);
  const { keptAnswers } = req.server;
  const kept = await keptAnswers.answer(`${call.name}\n${ctx.caller.language}\n${key}`, async () =>
    checked.bytesOf(await handle(ctx)),
  );
  // A reply is thenable: awaiting it waits until the answer is sent.
  await keptAnswers.send(req, reply, kept);
  return undefined;
}
