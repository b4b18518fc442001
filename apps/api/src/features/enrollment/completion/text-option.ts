// The review's text-message option, the spec's "enrollment & signature notification" (spec 001
// sections 2, 5 and 6; decision 0041): offered only to the rep or group administrator enrolling the
// client, when the cart holds no IHA plan and the enrollment asks a signature not given yet. Ticked,
// the review texts the client the hand-off link to sign and pay (decision 0026) and completes
// nothing: completion needs the signature, which the client gives through that link.
import type { MessageKey } from '@benefit-store/contract/messages/en';
import type { Db } from '../../../db/database';
import type { CallSettings } from '../../../http/call-context';
import type { EnrollmentRef } from '../../../http/enrollment-ref';
import { InvalidFields } from '../../../http/errors';
import type { Staff } from '../../../http/session';
import type { FieldCipher } from '../../../lib/field-crypto';
import { cartHolds } from '../../cart/service';
import { readStep, saveStep } from '../step-service';
import { dynamicTabsOf } from '../tabs-service';
import type { CompletionScope, ReviewInfo } from './service';

/** The scope the link to sign is texted in: the completion's, with the staff member sending it. */
export type TextScope = CompletionScope & { settings: CallSettings; staff: Staff };

/**
 * Texts the client the link to sign and pay; the key of the message saying so: the hand-off's
 * (resume), which sits above the wizard, given by the composition root.
 */
export type TextLink = (scope: TextScope) => Promise<MessageKey>;

/** Whether the review offers the text message to `staff` (undefined: a storefront session). */
export async function textOptionOffered(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  staff: Staff | undefined,
): Promise<boolean> {
  if (staff === undefined) return false;
  const tabs = await dynamicTabsOf(db, enrollment.id);
  if (!tabs.some((tab) => tab.tab_name === 'agreement_info' && tab.required)) return false;
  if ((await readStep(db, cipher, enrollment, 'agreement_info'))?.state === 'signed') return false;
  return !(await cartHolds(db, enrollment.id, (plan) => plan.isIha));
}

/**
 * Keeps the review's notes with `send_sms` 1 and texts the client the link to sign and pay; the
 * key of the message saying so. Refused under `send_sms` when the option is not offered, or the
 * phone cannot be texted (none saved, or kept with its check skipped).
 */
export async function textToClient(
  scope: CompletionScope & { settings: CallSettings; staff: Staff | undefined },
  review: ReviewInfo,
  textLink: TextLink,
): Promise<MessageKey> {
  const { db, cipher, enrollment, caller, staff } = scope;
  if (!staff || !(await textOptionOffered(db, cipher, enrollment, staff)))
    throw new InvalidFields([{ target_element: 'send_sms', key: 'completion.text_not_offered' }]);
  const notes = review.additional_notes?.trim() || undefined;
  await saveStep(
    db,
    cipher,
    enrollment,
    'review_info',
    { data: { send_sms: 1 }, sealed: notes === undefined ? undefined : { additional_notes: notes } },
    caller.now,
  );
  try {
    return await textLink({ ...scope, staff });
  } catch (error) {
    // The hand-off names its own `channel`; here the box is what the person changes.
    if (error instanceof InvalidFields)
      throw new InvalidFields(error.fields.map((problem) => ({ ...problem, target_element: 'send_sms' })));
    throw error;
  }
}
