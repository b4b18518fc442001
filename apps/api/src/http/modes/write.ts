// The `write` mode: a write naming an enrollment runs in a transaction holding the enrollment's
// row lock (decision 0031), so parallel repeats (double submits) run one after another and a
// check-then-write in the handler is safe; the handler's `db` is that transaction.
import type { CallDef } from '@benefit-store/contract/define';
import type { Handler } from '../call-context';
import { type Checked, type Ran, readsBody } from './mode';

export interface WriteMode {
  access: 'write';
  /** 'allowed': the write runs on a completed enrollment too (completing it again answers the same policy). */
  completed?: 'refused' | 'allowed';
}

export function checkWrite(call: CallDef): void {
  if (!call.methods.every(readsBody)) throw new Error(`${call.name}: a write takes a body`);
}

export async function runWrite<C extends CallDef>(checked: Checked<C>, handle: Handler<C>, mode: WriteMode): Ran<C> {
  const { ctx, req } = checked;
  // A write naming no enrollment has no lock to take (it signs in, or creates one).
  if (ctx.enrollment === undefined) return handle(ctx);
  return req.server.gate.withEnrollmentLock(ctx.db, ctx.enrollment, (trx) => handle({ ...ctx, db: trx }), {
    afterCompletion: mode.completed === 'allowed',
  });
}
