// The `guess` mode: a write that counts guesses (a code, a one-time password) gets the server's
// handle, not the enrollment's lock: it counts each guess first, and a count must outlive any
// transaction (decision 0007). It opens its own transactions, whose writes must be safe against
// parallel repeats by themselves.
import type { CallDef } from '@benefit-store/contract/define';
import type { Handler } from '../call-context';
import type { Checked, Ran } from './mode';

export interface GuessMode {
  access: 'guess';
}

export const runGuess = <C extends CallDef>(checked: Checked<C>, handle: Handler<C>): Ran<C> => handle(checked.ctx);
