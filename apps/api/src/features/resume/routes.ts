// HTTP edge of resume: resuming by code and email, and resume links that open only once the person
// confirms them (decision record 0014). Saving for later is save-enrollment's wizard half, which
// the quotes feature's call hands to save-for-later.ts (decision 0052).
import { continueEnrollment, directContinue, directContinueConfirm } from '@benefit-store/contract/resume';
import type { Db } from '../../db/database';
import { implement } from '../../http/register';
import { confirmLink, continueByCode, readLink } from './service';

const tokenOf = (params: Readonly<Record<string, string>>) => params.tempId ?? '';

/**
 * What a link that carries a quote does when it is opened, in the opening's transaction (the
 * quotes feature marks the quote seen). Given by the composition, so resume imports no quotes.
 */
export type QuoteOpened = (trx: Db, quoteId: number, now: Date) => Promise<void>;

export const resumeImplementations = (quoteOpened: QuoteOpened) => [
  implement(directContinue, { access: 'read' }, async ({ db, caller, session, params }) => ({
    data: { result: await readLink(db, session, tokenOf(params), caller.now) },
  })),
  implement(
    directContinueConfirm,
    { access: 'write' },
    async ({ db, caller, session, sessionCookie, params, input }) => ({
      data: await confirmLink(
        { db, caller, session, cookie: sessionCookie },
        tokenOf(params),
        input.email,
        (trx, quoteId) => quoteOpened(trx, quoteId, caller.now),
      ),
    }),
  ),
  implement(continueEnrollment, { access: 'write' }, async ({ db, caller, session, sessionCookie, input }) => ({
    data: await continueByCode({ db, caller, session, cookie: sessionCookie }, input.code, input.email),
  })),
];
