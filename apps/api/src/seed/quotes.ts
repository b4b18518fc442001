// Demo quotes: one saved quote per demo rep, so each desk's "Quotes sent" has something to show:
// Maria's opened by her client (seen), James's accepted, Priya's sent months ago at prices lower
// than today's (stale). Recipient and message are sealed, so they need the store's field cipher:
// the server passes its own when it seeds on first start (decision record 0015).
import type { Db } from '../db/database';
import type { QuotedLine } from '../db/schema-resume';
import { currentCatalog, priceOnePlan } from '../features/catalog/catalog-service';
import { quotePlace } from '../features/quotes/sealed';
import { quotedHouseholdOf } from '../features/quotes/service';
import { householdFor } from '../features/quoting/household-service';
import type { FieldCipher } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';

const day = 24 * 60 * 60 * 1000;

interface DemoQuote {
  rep: string;
  portal: string;
  recipient: { name: string; email: string };
  message: string;
  household: { zip: string; state: string; birth_date: string; gender: number; tier: 'IO' };
  /** Plans of the catalog quoted, in this order; the first `plans` of them that price for the household. */
  plans: number;
  sentDaysAgo: number;
  status: 'seen' | 'accepted' | 'sent';
  /** Cents each line was quoted below today's price (a stale quote). */
  belowToday: number;
}

/** The demo quotes, one per demo rep (access codes REP100, REP200, REP300). */
export const demoQuotes: readonly DemoQuote[] = [
  {
    rep: 'REP100',
    portal: 'INDFAM',
    recipient: { name: 'Sofia Herrera', email: 'sofia.herrera@example.com' },
    message: 'Here are the dental and vision plans we talked about.',
    household: { zip: '78701', state: 'TX', birth_date: '1988-06-14', gender: 1, tier: 'IO' },
    plans: 2,
    sentDaysAgo: 3,
    status: 'seen',
    belowToday: 0,
  },
  {
    rep: 'REP200',
    portal: 'SMBIZ',
    recipient: { name: 'Daniel Brooks', email: 'daniel.brooks@example.com' },
    message: 'The plans we went over on the phone, as promised.',
    household: { zip: '97201', state: 'OR', birth_date: '1975-02-03', gender: 0, tier: 'IO' },
    plans: 2,
    sentDaysAgo: 6,
    status: 'accepted',
    belowToday: 0,
  },
  {
    rep: 'REP300',
    portal: 'INDFAM',
    recipient: { name: 'Grace Lin', email: 'grace.lin@example.com' },
    message: 'The coverage we discussed; prices may change after the new year.',
    household: { zip: '78704', state: 'TX', birth_date: '1981-09-22', gender: 1, tier: 'IO' },
    plans: 1,
    sentDaysAgo: 90,
    status: 'sent',
    belowToday: 700,
  },
];

/** Seeds `demoQuotes` into a database holding the demo reps, portals and catalog. */
export async function seedDemoQuotes(db: Db, cipher: FieldCipher, now: Date): Promise<void> {
  const catalog = await currentCatalog(db);
  for (const quote of demoQuotes) {
    const agent = await db
      .selectFrom('agent')
      .select(['id', 'display_name'])
      .where('agent_code', '=', quote.rep)
      .executeTakeFirstOrThrow();
    const platform = await db
      .selectFrom('platform')
      .select('id')
      .where('platform_code', '=', quote.portal)
      .executeTakeFirstOrThrow();
    const sentAt = new Date(now.getTime() - quote.sentDaysAgo * day);
    const enrollment = await db
      .insertInto('enrollment')
      .values({
        public_id: newPublicId(),
        created_at: sentAt,
        created_by_session: null,
        agent_id: agent.id,
        employer_group_id: null,
        platform_id: platform.id,
        ...quote.household,
        tobacco: 'no',
        child_count: 0,
        filter_submitted_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const household = await householdFor(db, enrollment.id, now);
    const lines: (QuotedLine & { fee_cents: number; benefit_dollars: number | null })[] = [];
    for (const plan of catalog.plans) {
      if (lines.length === quote.plans) break;
      const pricing = priceOnePlan(catalog, plan.id, household);
      const option = pricing?.ok ? pricing.options[0] : undefined;
      if (!option) continue;
      const price = Math.max(100, option.monthly_cents - quote.belowToday);
      lines.push({
        plan_id: plan.id,
        plan_pricing_id: option.plan_pricing_id,
        plan_name: plan.name,
        price_cents: price,
        fee_cents: Math.min(option.fee_cents, price),
        benefit_dollars: option.benefitDollars ?? null,
      });
    }
    // The cart the quote was sent from: its lines at the prices quoted.
    if (lines.length > 0)
      await db
        .insertInto('cart_line')
        .values(
          lines.map((line) => ({
            enrollment_id: enrollment.id,
            plan_id: line.plan_id,
            plan_pricing_id: line.plan_pricing_id,
            price_cents: line.price_cents,
            fee_cents: line.fee_cents,
            benefit_dollars: line.benefit_dollars,
            added_at: sentAt,
          })),
        )
        .execute();
    const quoted = await quotedHouseholdOf(db, enrollment.id);
    const publicId = newPublicId();
    const answeredAt = new Date(sentAt.getTime() + day);
    await db
      .insertInto('quote')
      .values({
        public_id: publicId,
        enrollment_id: enrollment.id,
        sender_name: agent.display_name,
        recipient_name: cipher.seal(quote.recipient.name, quotePlace(publicId, 'recipient_name')),
        recipient_email: cipher.seal(quote.recipient.email, quotePlace(publicId, 'recipient_email')),
        message: cipher.seal(quote.message, quotePlace(publicId, 'message')),
        language: 'en',
        status: quote.status,
        sent_at: sentAt,
        seen_at: quote.status === 'sent' ? null : answeredAt,
        accepted_at: quote.status === 'accepted' ? answeredAt : null,
        lines: JSON.stringify(lines.map(({ fee_cents: _fee, benefit_dollars: _benefit, ...quoted }) => quoted)),
        household: JSON.stringify(quoted),
        effective_date: null,
      })
      .execute();
  }
}
