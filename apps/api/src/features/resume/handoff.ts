// A rep's or group administrator's hand-off (decision record 0026): the enrollment's remaining
// steps, agreement and signature then billing, sent to the client by email or text with a
// direct-continue link that opens the first of them once the client confirms the email address
// the enrollment holds; and, for the desk, each hand-off's channel and whether it was opened.

import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { type HandoffChannel, handoffTabs } from '@benefit-store/contract/members';
import type { Language } from '@benefit-store/contract/messages/translate';
import { type SavedTab, tabOfSavedTab } from '@benefit-store/contract/resume';
import { wizardSteps } from '@benefit-store/contract/wizard-steps';
import type { Db } from '../../db/database';
import type { CallSettings } from '../../http/call-context';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { InvalidFields } from '../../http/errors';
import type { Staff } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { readStep } from '../enrollment/step-service';
import { requireEnrollerCode } from '../enrollment/steps/personal/service';
import { dynamicTabsOf } from '../enrollment/tabs-service';
import { queueEmail, queueText } from '../messaging/outbox';
import * as handoffRepo from './handoff-repo';
import * as repo from './repo';
import { linkAddress } from './service';
import { hashEmail, hashLinkToken, newLinkToken } from './tokens';

const day = 24 * 60 * 60 * 1000;

/** The saved-tab spelling of a wizard tab, as links carry it. */
const savedTabOf = (tab: TabName): SavedTab =>
  (Object.entries(tabOfSavedTab).find(([, wizardTab]) => wizardTab === tab)?.[0] ?? 'cart_info') as SavedTab;

export interface HandoffScope {
  db: Db;
  cipher: FieldCipher;
  caller: Caller;
  settings: CallSettings;
  enrollment: EnrollmentRef;
  staff: Staff;
}

/**
 * Sends the client the link, its message and the store it opens in `language` (the client's, as
 * the sender chose it; else the sender's own); answers the message key that says where it went.
 */
export async function sendToClient(scope: HandoffScope, channel: HandoffChannel, language?: Language) {
  const { db, cipher, caller, settings, enrollment, staff } = scope;
  await requireEnrollerCode(db, enrollment.id);
  const steps = wizardSteps(await dynamicTabsOf(db, enrollment.id));
  const first = handoffTabs.find((tab) => steps.includes(tab));
  if (!first) throw new InvalidFields([{ target_element: 'channel', key: 'handoff.no_steps' }]);
  const saved = await readStep(db, cipher, enrollment, 'contact_info');
  const contact = saved?.sealed ?? {};
  const email = typeof contact.email_address === 'string' ? contact.email_address : undefined;
  const phone = typeof contact.phone_number === 'string' ? contact.phone_number : undefined;
  if (!email) throw new InvalidFields([{ target_element: 'channel', key: 'handoff.no_email' }]);
  if (channel === 'text' && !phone) throw new InvalidFields([{ target_element: 'channel', key: 'handoff.no_phone' }]);
  // A phone kept with its check skipped is never texted (decision 0041).
  if (channel === 'text' && saved?.data.skip_validation_phone === 1 && saved.data.phone_verified !== 1)
    throw new InvalidFields([{ target_element: 'channel', key: 'verification.phone_unverified' }]);
  const tab = savedTabOf(first);
  const token = newLinkToken();
  // The registrar runs this call in the enrollment's lock: `db` is its transaction.
  const link = await repo.insertLink(db, {
    tokenHash: hashLinkToken(token),
    enrollmentId: enrollment.id,
    kind: 'direct-continue',
    tab,
    quoteId: null,
    emailHash: hashEmail(email),
    now: caller.now,
    expiresAt: new Date(caller.now.getTime() + settings.resumeLinkDays * day),
  });
  await handoffRepo.insertHandoff(db, {
    enrollmentId: enrollment.id,
    channel,
    sentBy: staff.accountId,
    linkId: link.id,
    now: caller.now,
  });
  const clientLanguage = language ?? caller.language;
  const address = linkAddress(settings.origin, 'direct-continue', token, tab, clientLanguage);
  const message = {
    language: clientLanguage,
    template: 'handoff',
    data: { sender_name: staff.name, link: address },
    enrollmentId: enrollment.id,
  } as const;
  if (channel === 'text' && phone) await queueText(db, cipher, { ...message, to: phone });
  else await queueEmail(db, cipher, { ...message, to: email });
  return channel === 'text' ? 'handoff.sent_text' : 'handoff.sent_email';
}

export interface HandoffSeen {
  channel: HandoffChannel;
  sentAt: Date;
  openedAt: Date | null;
}

/** The latest hand-off of each enrollment that has one. */
export async function latestHandoffsOf(db: Db, enrollmentIds: readonly number[]) {
  const found = new Map<number, HandoffSeen>();
  if (enrollmentIds.length === 0) return found;
  for (const row of await handoffRepo.latestHandoffs(db, enrollmentIds))
    found.set(row.enrollment_id, {
      channel: row.channel,
      sentAt: new Date(row.sent_at),
      openedAt: row.opened_at ? new Date(row.opened_at) : null,
    });
  return found;
}
