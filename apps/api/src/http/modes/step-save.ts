// The `step-save` mode: a wizard step's save (decision 0031). By a storefront session, one
// statement checks the access and reads the step's context, without a transaction, and the step
// is written only if nothing changed since; by a staff session, or when the rows changed, the save
// runs the `write` way, under the enrollment's lock, with the step's context read there. Either
// way the handler gets the step's context as `step`, and the enrollment as checked.
import type { CallDef } from '@benefit-store/contract/define';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import type { CallContext, Handler } from '../call-context';
import type { EnrollmentRef } from '../enrollment-ref';
import { EnrollmentNotFound } from '../errors';
import type { Session } from '../session';
import { type Checked, type Ran, readsBody } from './mode';

/** What a step's save gets beyond the common context: the enrollment it names and the step's context. */
export interface StepSaveContext<S> {
  enrollment: EnrollmentRef;
  step: S;
}

/** How a feature reads a step's context for its save, both ways (features/enrollment/step-save-read.ts). */
export interface StepReads<S> {
  /**
   * One statement: the live session of `token`, whether it may touch `publicId`, and the step's
   * context; `work` writes only if nothing changed since. Undefined, nothing written, when the save
   * must go under the lock (a staff session, or the rows changed); refused as the lock's way refuses.
   */
  withoutLock<T>(
    db: Db,
    token: string,
    now: Date,
    publicId: string,
    tab: TabName,
    work: (found: { session: Session; enrollment: EnrollmentRef; step: S }) => Promise<T>,
  ): Promise<{ done: T } | undefined>;
  /** The step's context read inside the enrollment's lock (`trx` its transaction). */
  underLock(trx: Db, enrollment: EnrollmentRef, tab: TabName): Promise<S>;
}

export interface StepSaveMode<S> {
  access: 'step-save';
  /** The step whose context is read with the access check. */
  step: TabName;
  reads: StepReads<S>;
}

/** A step save writes under the enrollment's lock (conditionally, or the general way): names no scoped party (audited apart). */
export function checkStepSave(call: CallDef): void {
  if ((call.scopes?.length ?? 0) > 0 || !call.methods.every(readsBody))
    throw new Error(`${call.name}: a step save is a write under the enrollment's lock`);
}

/** The general way: under the enrollment's lock, the step's context read there. */
export async function runStepSave<C extends CallDef, S>(
  checked: Checked<C>,
  handle: Handler<C, StepSaveContext<S>>,
  mode: StepSaveMode<S>,
): Ran<C> {
  const { ctx, req } = checked;
  const { enrollment } = ctx;
  if (enrollment === undefined) throw new EnrollmentNotFound();
  return req.server.gate.withEnrollmentLock(
    ctx.db,
    enrollment,
    async (trx) =>
      handle({ ...ctx, db: trx, enrollment, step: await mode.reads.underLock(trx, enrollment, mode.step) }),
    { afterCompletion: false },
  );
}

/**
 * The fast way, tried before the session is opened: the handler runs on the server's handle with
 * the step's context as the access check read it. Undefined when the save must go the general way.
 */
export function saveWithoutLock<C extends CallDef, S>(
  mode: StepSaveMode<S>,
  found: { db: Db; token: string; now: Date; publicId: string },
  contextOf: (session: Session, enrollment: EnrollmentRef) => CallContext<C>,
  handle: Handler<C, StepSaveContext<S>>,
) {
  const { db, token, now, publicId } = found;
  return mode.reads.withoutLock(db, token, now, publicId, mode.step, ({ session, enrollment, step }) =>
    handle({ ...contextOf(session, enrollment), enrollment, step }),
  );
}
