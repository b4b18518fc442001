// The calls that answer one of the wizard's option lists, in the caller's language.
import type { optionsCall } from '@benefit-store/contract/enrollment-tabs';
import { implement } from '../../../http/register';
import { type OptionList, optionsOf } from './options-repo';

export const optionListCall = (call: ReturnType<typeof optionsCall>, list: OptionList) =>
  implement(call, { access: 'read' }, async ({ db, caller }) => ({
    data: { result: await optionsOf(db, list, caller.language) },
  }));
