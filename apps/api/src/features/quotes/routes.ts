// HTTP edge of quotes: save-enrollment (Save Cart's Send saves the cart as a quote; a wizard step's
// Save & Continue Later is resume's half, decision 0052), the preview of the quote email, the
// send-quote view, accept and decline.
import {
  getQuote,
  getQuotePreviewContent,
  quoteForm,
  quoteUpdateQuoteseenStatus,
  saveEnrollment,
} from '@benefit-store/contract/quotes';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { EnrollmentNotFound, InvalidFields } from '../../http/errors';
import { implement } from '../../http/register';
import { fieldProblems } from '../../http/validation';
import { saveStepForLater } from '../resume/save-for-later';
import { answerQuote, previewQuote, quoteView, sendQuote } from './service';
import { requireQuoteRecipient } from './staff-recipient';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (enrollment === undefined) throw new EnrollmentNotFound();
  return enrollment;
};

export const quotesImplementations = [
  implement(
    saveEnrollment,
    { access: 'write' },
    async ({ db, cipher, caller, session, enrollment, settings, input }) => {
      const scope = { db, cipher, caller, session, enrollment: named(enrollment), settings };
      const { tab } = input;
      if (tab !== 'cart_info') {
        await saveStepForLater(scope, { email: input.email, tab, data: input.data });
        return { data: {}, message: 'resume.saved' };
      }
      // Staff never mail a code to an address of their choosing (issue 31): checked before anything is saved.
      if (session.staff) await requireQuoteRecipient(scope, input.email);
      const form = quoteForm.safeParse({ name: input.name ?? '', email: input.email, message: input.message });
      if (!form.success) throw new InvalidFields(fieldProblems(form.error.issues));
      await sendQuote(scope, form.data);
      return { data: {}, message: 'quotes.sent' };
    },
  ),
  implement(
    getQuotePreviewContent,
    { access: 'read' },
    async ({ db, cipher, caller, session, enrollment, settings, input }) => ({
      data: await previewQuote(
        { db, cipher, caller, session, enrollment: named(enrollment), settings },
        { name: input.name, email: input.email, ...(input.message ? { message: input.message } : {}) },
      ),
    }),
  ),
  implement(quoteUpdateQuoteseenStatus, { access: 'write' }, async ({ db, caller, enrollment, input }) => {
    const status = await answerQuote(db, named(enrollment).id, input.quote_status, caller.now);
    return { data: { quote_status: status }, message: status === 1 ? 'quotes.accepted' : 'quotes.declined' };
  }),
  implement(getQuote, { access: 'read' }, async ({ db, cipher, caller, enrollment }) => ({
    data: await quoteView(db, cipher, named(enrollment).id, caller.now),
  })),
];
