// The `page` mode: a write that renders a document runs without the enrollment's lock (decision
// 0012: a render is too slow to hold it), on the server's handle; its writes must be safe against
// parallel repeats by themselves.
import type { CallDef } from '@benefit-store/contract/define';
import type { Handler } from '../call-context';
import type { Checked, Ran } from './mode';

export interface PageMode {
  access: 'page';
}

export const runPage = <C extends CallDef>(checked: Checked<C>, handle: Handler<C>): Ran<C> => handle(checked.ctx);
