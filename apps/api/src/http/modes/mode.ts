// What every access mode (read, write, step-save, guess, page) shares: the call as checked,
// ready for its handler, and what a mode's run answers.
import type { CallDef } from '@benefit-store/contract/define';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, CallContext } from '../call-context';

/** The call after its session, input, enrollment, health and scopes were checked. */
export interface Checked<C extends CallDef> {
  call: C;
  /** The handler's context, on the server's database handle. */
  ctx: CallContext<C>;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The bytes of an answer's success envelope (a kept answer is kept as these). */
  bytesOf: (answer: Answer<C>) => string;
}

/** The handler's answer, or undefined once the mode sent one itself (a kept answer). */
export type Ran<C extends CallDef> = Promise<Answer<C> | undefined>;

/** Methods whose input is a body: the writes. */
export const readsBody = (method: string) => method !== 'GET' && method !== 'DELETE';
