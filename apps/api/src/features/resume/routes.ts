// HTTP edge of resume: saving a cart as a quote, resuming by code and email, and resume links
// that open only once the person confirms them (decision record 0014).
import { quoteForm } from '@benefit-store/contract/quotes';
import {
  continueEnrollment,
  directContinue,
  directContinueConfirm,
  saveEnrollment,
  saveForLaterForm,
  tabOfSavedTab,
} from '@benefit-store/contract/resume';
import { EnrollmentNotFound, InvalidFields } from '../../http/errors';
import { implement } from '../../http/register';
import { fieldProblems } from '../../http/validation';
import { stepSavers } from '../enrollment/step-savers';
import { markQuoteSeen, sendQuote } from '../quotes/service';
import { confirmLink, continueByCode, readLink, saveForLater } from './service';
import { requireOwnRecipient, requireQuoteRecipient } from './staff-recipient';

const tokenOf = (params: Readonly<Record<string, string>>) => params.tempId ?? '';

export const resumeImplementations = [
  implement(saveEnrollment, async ({ db, cipher, caller, session, enrollment, settings, input }) => {
    if (enrollment === undefined) throw new EnrollmentNotFound();
    const tab = tabOfSavedTab[input.tab];
    // Staff never mail a code to an address of their choosing (issue 31): checked before anything is saved.
    const staffScope = { db, cipher, caller, session, enrollment };
    if (session.staff && tab !== 'cart') await requireOwnRecipient(staffScope, input.email);
    if (session.staff && tab === 'cart') await requireQuoteRecipient(staffScope, input.email);
    if (tab !== 'cart') {
      // A wizard step: its form as it stands is saved by the step's rules, then the code is emailed.
      const form = saveForLaterForm.safeParse({ email: input.email });
      if (!form.success) throw new InvalidFields(fieldProblems(form.error.issues));
      const saver = stepSavers[tab];
      if (input.data !== undefined && saver)
        await saver({ db, cipher, enrollment, now: caller.now, staff: session.staff !== undefined }, input.data);
      await saveForLater(
        { db, cipher, caller, session, enrollmentId: enrollment.id, settings },
        form.data.email,
        input.tab,
      );
      return { data: {}, message: 'resume.saved' };
    }
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
