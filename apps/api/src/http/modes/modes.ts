// One access mode per call (decision 0049), a named value given to `implement`: what its handler
// gets and how it runs. Every call names one.
import type { CallDef } from '@benefit-store/contract/define';
import type { Handler } from '../call-context';
import { type GuessMode, runGuess } from './guess';
import type { Checked, Ran } from './mode';
import { type PageMode, runPage } from './page';
import { checkRead, type ReadMode, runRead } from './read';
import { checkStepSave, runStepSave, type StepSaveContext, type StepSaveMode } from './step-save';
import { checkWrite, runWrite, type WriteMode } from './write';

export type Mode<C extends CallDef> = ReadMode<C> | WriteMode | StepSaveMode<unknown> | GuessMode | PageMode;

/** How the session and the enrollment a call names are read with the access check. */
export function openingOf(mode: Mode<CallDef>) {
  const read = mode.access === 'read' ? mode : undefined;
  return {
    snapshot: mode.access !== 'step-save' && read?.enrollment !== 'ids',
    catalogStamp: read?.session === 'with-catalog-stamp',
  };
}

/** Refuses, when the app is built, a mode that does not fit its call. */
export function checkMode(call: CallDef, mode: Mode<CallDef>): void {
  if (mode.access === 'read') checkRead(call, mode);
  if (mode.access === 'write') checkWrite(call);
  if (mode.access === 'step-save') checkStepSave(call);
}

export function runMode<C extends CallDef>(checked: Checked<C>, handle: Handler<C, never>, mode: Mode<C>): Ran<C> {
  // The handler was typed by its mode's overload of `implement`: it takes what its mode gives.
  const handler = handle as Handler<C> & Handler<C, StepSaveContext<unknown>>;
  switch (mode.access) {
    case 'read':
      return runRead(checked, handler, mode);
    case 'write':
      return runWrite(checked, handler, mode);
    case 'step-save':
      return runStepSave(checked, handler, mode);
    case 'guess':
      return runGuess(checked, handler);
    case 'page':
      return runPage(checked, handler);
  }
}
