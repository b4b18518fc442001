// HTTP edge of quotes: the preview of the quote email, the send-quote view, accept and decline.
import { getQuote, getQuotePreviewContent, quoteUpdateQuoteseenStatus } from '@benefit-store/contract/quotes';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../http/errors';
import { implement } from '../../http/register';
import { answerQuote, previewQuote, quoteView } from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (enrollment === undefined) throw new EnrollmentNotFound();
  return enrollment;
};

export const quotesImplementations = [
  implement(getQuotePreviewContent, async ({ db, cipher, caller, session, enrollment, settings, input }) => ({
    data: await previewQuote(
      { db, cipher, caller, session, enrollment: named(enrollment), settings },
      { name: input.name, email: input.email, ...(input.message ? { message: input.message } : {}) },
    ),
  })),
  implement(quoteUpdateQuoteseenStatus, async ({ db, caller, enrollment, input }) => {
    const status = await answerQuote(db, named(enrollment).id, input.quote_status, caller.now);
    return { data: { quote_status: status }, message: status === 1 ? 'quotes.accepted' : 'quotes.declined' };
  }),
  implement(getQuote, async ({ db, cipher, caller, enrollment }) => ({
    data: await quoteView(db, cipher, named(enrollment).id, caller.now),
  })),
];
