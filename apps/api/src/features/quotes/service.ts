// Saved carts sent as quotes: the quote stored (recipient and message sealed, prices and household
// as sent), its link and code issued and its email queued in one transaction; the preview; the
// send-quote view with prices as quoted and as they are now; accept and decline.

import type { QuoteSent } from '@benefit-store/contract/members';
import { centsToDecimal } from '@benefit-store/contract/money';
import type { QuoteForm } from '@benefit-store/contract/quotes';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/database';
import type { QuotedHousehold, QuotedLine } from '../../db/schema-resume';
import type { EnrollmentScope } from '../../http/call-context';
import { InvalidFields } from '../../http/errors';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { newPublicId } from '../../lib/ids';
import { catalogIn } from '../catalog/catalog-languages';
import { currentCatalog, optionOf, priceOnePlan } from '../catalog/catalog-service';
import { queueEmail } from '../messaging/outbox';
import { countEmailSend } from '../messaging/send-limits';
import { renderEmail, type TemplateData } from '../messaging/templates';
import { householdFor, householdRowOf } from '../quoting/household-service';
import { issueResume, linkAddress } from '../resume/service';
import { QuoteAlreadyAnswered, QuoteCartEmpty, QuoteNotFound } from './errors';
import * as repo from './repo';
import { quotePlace } from './sealed';

/** The cart as it would be quoted now: each line's plan name in the caller's language and its price. */
async function quotedLines({ db, caller, enrollment }: EnrollmentScope): Promise<QuotedLine[]> {
  const lines = await repo.cartLinesOf(db, enrollment.id);
  if (lines.length === 0) throw new QuoteCartEmpty();
  const catalog = catalogIn(await currentCatalog(db), caller.language);
  return lines.map((line) => ({
    plan_id: line.plan_id,
    plan_pricing_id: line.plan_pricing_id,
    plan_name: catalog.byId.get(line.plan_id)?.name ?? line.plan_id,
    price_cents: line.price_cents,
  }));
}

type QuoteEmailData = TemplateData['quote'];

/** A rep's phone as people read it, (800) 555-0101; one that does not parse as it is. */
const readablePhone = (phone: string) => parsePhoneNumberFromString(phone, 'US')?.formatNational() ?? phone;

interface Sender {
  name: string;
  email?: string;
  phone?: string;
}

/** Who sends the quote: the signed-in rep or administrator, else the enrollment's rep, else the visitor. */
async function senderOf({ db, session, enrollment }: EnrollmentScope, recipientName: string): Promise<Sender> {
  const rep = await repo.repOf(db, enrollment.id);
  const contact = {
    ...(rep?.display_email ? { email: rep.display_email } : {}),
    ...(rep?.display_phone ? { phone: readablePhone(rep.display_phone) } : {}),
  };
  if (session.staff) return { name: session.staff.name, ...contact };
  // A visitor saving their own cart sends it to themselves.
  return rep ? { name: rep.display_name, ...contact } : { name: recipientName };
}

const totalCents = (lines: readonly { price_cents: number }[]) =>
  lines.reduce((sum, line) => sum + line.price_cents, 0);

function emailData(
  form: QuoteForm,
  sender: Sender,
  lines: readonly QuotedLine[],
  effectiveDate: string | null,
  link: string,
): QuoteEmailData {
  return {
    name: form.name,
    sender_name: sender.name,
    ...(sender.email ? { sender_email: sender.email } : {}),
    ...(sender.phone ? { sender_phone: sender.phone } : {}),
    ...(effectiveDate ? { effective_date: effectiveDate } : {}),
    ...(form.message ? { message: form.message } : {}),
    link,
    plans: lines.map((line) => ({ plan_name: line.plan_name, price: centsToDecimal(line.price_cents) })),
    recurring_total: centsToDecimal(totalCents(lines)),
  };
}

/**
 * A message is free text sent under the rep's (or the store's) name: only a signed-in rep or
 * administrator writes one; an anonymous visitor's quote carries the store's own words (decision 0038).
 */
function requireMessageAllowed(session: Session, form: QuoteForm) {
  if (form.message !== undefined && form.message.trim() !== '' && !session.staff)
    throw new InvalidFields([{ target_element: 'message', key: 'quotes.message_staff_only' }]);
}

/** The quote email for the Preview button; nothing is stored or sent. */
export async function previewQuote(scope: EnrollmentScope, form: QuoteForm) {
  requireMessageAllowed(scope.session, form);
  const lines = await quotedLines(scope);
  const sender = await senderOf(scope, form.name);
  const effectiveDate = await repo.effectiveDateOf(scope.db, scope.enrollment.id);
  const link = `${scope.settings.origin}/save-cart-direct-continue`;
  const { subject, html } = renderEmail(
    'quote',
    scope.caller.language,
    emailData(form, sender, lines, effectiveDate, link),
  );
  return { subject, html };
}

/** The household as a quote keeps it, to tell later whether its ages or prices changed. */
export async function quotedHouseholdOf(db: Db, enrollmentId: number): Promise<QuotedHousehold> {
  const household = await householdRowOf(db, enrollmentId);
  return {
    birth_date: household?.birth_date ?? null,
    spouse_birth_date: household?.spouse_birth_date ?? null,
    child_count: household?.child_count ?? null,
    tier: household?.tier ?? null,
    zip: household?.zip ?? null,
    tobacco: household?.tobacco ?? 'unknown',
  };
}

/**
 * Sends the cart as a quote, in the caller's transaction (the enrollment's lock): the quote, a
 * save-cart link and a resume code, and the quote email and code email queued, or none of them.
 */
export async function sendQuote(scope: EnrollmentScope, form: QuoteForm): Promise<void> {
  const { db, cipher, caller, session, enrollment, settings } = scope;
  requireMessageAllowed(session, form);
  const lines = await quotedLines(scope);
  await countEmailSend({ db, cipher, caller, session, to: form.email });
  const sender = await senderOf(scope, form.name);
  const effectiveDate = await repo.effectiveDateOf(db, enrollment.id);
  const quoted = await quotedHouseholdOf(db, enrollment.id);
  const publicId = newPublicId();
  const quoteId = await repo.insertQuote(db, {
    publicId,
    enrollmentId: enrollment.id,
    senderName: sender.name,
    senderStaffAccountId: session.staff?.accountId ?? null,
    recipientName: cipher.seal(form.name, quotePlace(publicId, 'recipient_name')),
    recipientEmail: cipher.seal(form.email, quotePlace(publicId, 'recipient_email')),
    message: form.message ? cipher.seal(form.message, quotePlace(publicId, 'message')) : null,
    language: caller.language,
    now: caller.now,
    lines,
    household: quoted,
    effectiveDate,
  });
  const issued = await issueResume(db, {
    enrollmentId: enrollment.id,
    kind: 'save-cart',
    tab: 'cart_info',
    email: form.email,
    quoteId,
    now: caller.now,
    days: settings.resumeLinkDays,
  });
  const link = linkAddress(settings.origin, 'save-cart', issued.token, 'cart_info');
  const data = emailData(form, sender, lines, effectiveDate, link);
  await queueEmail(db, cipher, {
    to: form.email,
    language: caller.language,
    template: 'quote',
    data,
    attachments: [{ document: 'quote', data }],
    enrollmentId: enrollment.id,
  });
  await queueEmail(db, cipher, {
    to: form.email,
    language: caller.language,
    template: 'resume_code',
    data: { name: form.name, code: issued.code, link: `${settings.origin}/continue-enrollment` },
  });
}

/** Marks a quote seen when its link is opened. */
export const markQuoteSeen = (db: Db, quoteId: number, now: Date) => repo.markSeen(db, quoteId, now);

/**
 * Accepts (1) or declines (0) the enrollment's latest quote. The first answer is final: the same
 * answer again (a double click) is answered as before, the other one is refused.
 */
export async function answerQuote(db: Db, enrollmentId: number, status: number, now: Date): Promise<0 | 1> {
  const quote = await repo.latestQuote(db, enrollmentId);
  if (!quote) throw new QuoteNotFound();
  const accepted = status === 1;
  if (!(await repo.answer(db, quote.id, accepted, now)) && quote.status !== (accepted ? 'accepted' : 'declined'))
    throw new QuoteAlreadyAnswered();
  return accepted ? 1 : 0;
}

const householdKeys = [
  'birth_date',
  'spouse_birth_date',
  'child_count',
  'tier',
  'zip',
  'tobacco',
] as const satisfies readonly (keyof QuotedHousehold)[];

const sameHousehold = (a: QuotedHousehold, b: QuotedHousehold) => householdKeys.every((key) => a[key] === b[key]);

/** A quote as read (the desk's listing reads no quoted day). */
type QuoteRow = Omit<NonNullable<Awaited<ReturnType<typeof repo.latestQuote>>>, 'effective_day'>;

/**
 * A quote's plans as quoted and as priced for its enrollment's household now, and whether it is
 * stale: a price changed, a plan can no longer be bought, or the household is not the one quoted.
 */
async function pricedNow(db: Db, quote: QuoteRow, now: Date) {
  const catalog = await currentCatalog(db);
  const household = await householdFor(db, quote.enrollment_id, now);
  const householdNow = await quotedHouseholdOf(db, quote.enrollment_id);
  const plans = quote.lines.map((line) => {
    const option = household && optionOf(priceOnePlan(catalog, line.plan_id, household), line.plan_pricing_id);
    return {
      plan_id: line.plan_id,
      plan_name: line.plan_name,
      quoted_cents: line.price_cents,
      current_cents: option ? option.monthly_cents : null,
    };
  });
  const currentKnown = plans.every((plan) => plan.current_cents !== null);
  return {
    plans,
    currentTotal: currentKnown ? plans.reduce((sum, plan) => sum + (plan.current_cents ?? 0), 0) : null,
    stale:
      !currentKnown ||
      plans.some((plan) => plan.current_cents !== plan.quoted_cents) ||
      !sameHousehold(quote.household, householdNow),
  };
}

/** The send-quote view: the latest quote, its plans as quoted and priced for the household now. */
export async function quoteView(db: Db, cipher: FieldCipher, enrollmentId: number, now: Date) {
  const quote = await repo.latestQuote(db, enrollmentId);
  if (!quote) throw new QuoteNotFound();
  const { plans, currentTotal, stale } = await pricedNow(db, quote, now);
  const rep = await repo.repOf(db, enrollmentId);
  return {
    recipient_name: cipher.open(quote.recipient_name, quotePlace(quote.public_id, 'recipient_name')),
    sender_name: quote.sender_name,
    message: quote.message === null ? null : cipher.open(quote.message, quotePlace(quote.public_id, 'message')),
    effective_date: quote.effective_day,
    quote_status: quote.status,
    plans: plans.map((plan) => ({
      plan_id: plan.plan_id,
      plan_name: plan.plan_name,
      quoted_price: centsToDecimal(plan.quoted_cents),
      current_price: plan.current_cents === null ? null : centsToDecimal(plan.current_cents),
    })),
    quoted_total: centsToDecimal(totalCents(quote.lines)),
    current_total: currentTotal === null ? null : centsToDecimal(currentTotal),
    stale,
    rep: rep
      ? {
          name: rep.display_name,
          email: rep.display_email || null,
          phone: rep.display_phone ? readablePhone(rep.display_phone) : null,
        }
      : null,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** When a quote reached its status: answered, opened, else sent. */
const statusAt = (quote: QuoteRow) =>
  (quote.status === 'accepted'
    ? quote.accepted_at
    : quote.status === 'declined'
      ? quote.declined_at
      : quote.status === 'seen'
        ? quote.seen_at
        : null) ?? quote.sent_at;

/**
 * The desk's quotes sent: those of the book (the caller checked it is the signed-in party's own),
 * newest first, latest 50, the recipient opened for that book's owner.
 */
export async function quotesSent(
  db: Db,
  cipher: FieldCipher,
  book: { agentId: number } | { groupId: number },
  now: Date,
): Promise<QuoteSent[]> {
  const quotes = await repo.quotesOfBook(db, book, 50);
  const rows: QuoteSent[] = [];
  for (const quote of quotes) {
    const { stale } = await pricedNow(db, quote, now);
    rows.push({
      quote_id: quote.public_id,
      recipient_name: cipher.open(quote.recipient_name, quotePlace(quote.public_id, 'recipient_name')),
      recipient_email: cipher.open(quote.recipient_email, quotePlace(quote.public_id, 'recipient_email')),
      plans_count: quote.lines.length,
      monthly_total: centsToDecimal(totalCents(quote.lines)),
      sent_at: iso(quote.sent_at),
      status: quote.status,
      status_at: iso(statusAt(quote)),
      stale,
    });
  }
  return rows;
}
