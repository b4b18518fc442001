// HTTP edge of completing an enrollment: save-review-info (completion, or with its text option the
// link to sign texted to the client: text-option.ts), get-receipt, and
// autoInvoiceGeneration (the first invoice's PDF, rendered outside the enrollment's lock).
import { autoInvoiceGeneration, getReceipt, saveReviewInfo } from '@benefit-store/contract/enrollment';
import type { EnrollmentRef } from '../../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../../http/errors';
import { implement } from '../../../http/register';
import { completeEnrollment, firstInvoice, receiptOf } from './service';
import { type TextLink, textToClient } from './text-option';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

/** What completion asks of the features above it, given by the composition root. */
export interface CompletionNeeds {
  textLink: TextLink;
}

export const completionImplementations = ({ textLink }: CompletionNeeds) => [
  // Runs on a completed enrollment too: a repeat (a double click, 50 at once) answers the same policy.
  implement(
    saveReviewInfo,
    { access: 'write', completed: 'allowed' },
    async ({ db, cipher, caller, session, settings, enrollment, input }) => {
      const scope = { db, cipher, caller, enrollment: named(enrollment) };
      if (input.send_sms === 1) {
        const message = await textToClient({ ...scope, settings, staff: session.staff }, input, textLink);
        return { data: { sent_to_client: 'text' as const }, message };
      }
      return { data: { policy_id: await completeEnrollment(scope, input) } };
    },
  ),
  implement(getReceipt, { access: 'read' }, async ({ db, enrollment }) => ({
    data: await receiptOf(db, named(enrollment)),
  })),
  // Renders a PDF: never under the enrollment's lock; parallel asks keep one invoice (blob-service.ts).
  implement(autoInvoiceGeneration, { access: 'page' }, async ({ db, blobs, enrollment, input }) => ({
    data: { invoice_id: await firstInvoice(db, blobs, named(enrollment), input) },
  })),
];
