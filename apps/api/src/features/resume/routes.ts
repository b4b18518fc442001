// HTTP edge of resume: saving a cart as a quote, resuming by code and email, and resume links
// that open only once the person confirms them (decision record 0014).
import { quoteForm } from '@benefit-store/contract/quotes';
import {
  continueEnrollment,
  directContinue,
  directContinueConfirm,
  saveEnrollment,
} from '@benefit-store/contract/resume';
import { EnrollmentNotFound, InvalidFields } from '../../http/errors';
import { implement } from '../../http/register';
import { fieldProblems } from '../../http/validation';
import { markQuoteSeen, sendQuote } from '../quotes/service';
import { ResumeTabNotReady } from './errors';
import { confirmLink, continueByCode, readLink } from './service';

const tokenOf = (params: Readonly<Record<string, string>>) => params.tempId ?? '';

export const resumeImplementations = [
  implement(saveEnrollment, async ({ db, cipher, caller, session, enrollment, settings, input }) => {
    if (enrollment === undefined) throw new EnrollmentNotFound();
    // The wizard's steps are saved for later when the wizard lands; today only the cart is.
    if (input.tab !== 'cart_info') throw new ResumeTabNotReady();
    const form = quoteForm.safeParse({ name: input.name ?? '', email: input.email, message: input.message });
    if (!form.success) throw new InvalidFields(fieldProblems(form.error.issues));
    await sendQuote({ db, cipher, caller, session, enrollment, settings }, form.data);
    return { data: {}, message: 'quotes.sent' };
  }),
  implement(directContinue, async ({ db, caller, session, params }) => ({
    data: { result: await readLink(db, session, tokenOf(params), caller.now) },
  })),
  implement(directContinueConfirm, async ({ db, caller, session, sessionCookie, params, input }) => ({
    data: await confirmLink(
      { db, caller, session, cookie: sessionCookie },
      tokenOf(params),
      input.email,
      (trx, quoteId) => markQuoteSeen(trx, quoteId, caller.now),
    ),
  })),
  implement(continueEnrollment, async ({ db, caller, session, sessionCookie, input }) => ({
    data: await continueByCode({ db, caller, session, cookie: sessionCookie }, input.code, input.email),
  })),
];
