// The wizard's half of save-enrollment (Save & Continue Later, decision 0052): the step's form as it
// stands saved by the step's own rules, then a direct-continue link and a code for that step emailed
// to the alternate email. The call itself, and its cart half, are the quotes feature's.
import { type SavedTab, saveForLaterForm, tabOfSavedTab } from '@benefit-store/contract/resume';
import type { Db } from '../../db/database';
import type { EnrollmentScope } from '../../http/call-context';
import { InvalidFields } from '../../http/errors';
import { fieldProblems } from '../../http/validation';
import { stepSavers } from '../enrollment/step-savers';
import { shownAnswersOf } from '../enrollment/step-service';
import { queueEmail } from '../messaging/outbox';
import { countEmailSend } from '../messaging/send-limits';
import * as repo from './repo';
import { issueResume, linkAddress } from './service';
import { requireOwnRecipient } from './staff-recipient';

/** The client's name as the personal step holds it (a draft's too), or undefined before it is typed. */
async function clientNameOf(db: Db, enrollmentId: number): Promise<string | undefined> {
  const personal = await shownAnswersOf(db, enrollmentId, 'primary_info');
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = `${part(personal?.first_name)} ${part(personal?.last_name)}`.trim();
  return name === '' ? undefined : name;
}

/**
 * Save & Continue Later from a wizard step, in the enrollment's lock: a direct-continue link and a
 * code for the step, emailed together to `email` through the outbox, greeting the client by name
 * and naming the rep when there is one.
 */
async function emailResumeCode(scope: EnrollmentScope, email: string, tab: SavedTab): Promise<void> {
  const { db, cipher, caller, session, enrollment, settings } = scope;
  const enrollmentId = enrollment.id;
  await countEmailSend({ db, cipher, caller, session, to: email });
  const issued = await issueResume(db, {
    enrollmentId,
    kind: 'direct-continue',
    tab,
    email,
    quoteId: null,
    now: caller.now,
    days: settings.resumeLinkDays,
  });
  const name = await clientNameOf(db, enrollmentId);
  const repName = await repo.repNameOf(db, enrollmentId);
  await queueEmail(db, cipher, {
    to: email,
    language: caller.language,
    template: 'resume_code',
    data: {
      ...(name ? { name } : {}),
      ...(repName ? { rep_name: repName } : {}),
      code: issued.code,
      link: linkAddress(settings.origin, 'direct-continue', issued.token, tab),
    },
  });
}

/**
 * save-enrollment from a wizard step (`tab` is not cart_info). Staff never mail a code to an
 * address of their choosing (issue 31): checked before anything is saved.
 */
export async function saveStepForLater(
  scope: EnrollmentScope,
  input: { email: string; tab: Exclude<SavedTab, 'cart_info'>; data?: Record<string, unknown> | undefined },
): Promise<void> {
  const { db, cipher, caller, session, enrollment } = scope;
  if (session.staff) await requireOwnRecipient(scope, input.email);
  const form = saveForLaterForm.safeParse({ email: input.email });
  if (!form.success) throw new InvalidFields(fieldProblems(form.error.issues));
  const saver = stepSavers[tabOfSavedTab[input.tab]];
  if (input.data !== undefined && saver)
    await saver({ db, cipher, enrollment, now: caller.now, staff: session.staff !== undefined }, input.data);
  await emailResumeCode(scope, form.data.email, input.tab);
}
