// The demo data set: sites, reps, groups, portals, a referral and the states list.
// Loaded into an empty database at start; `npm run seed -- --reset` reloads it.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { usStates } from '../features/quoting/us-states';
import type { FieldCipher } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';
import { seedAgreementTexts } from './agreement-texts';
import { seedDemoBeneficiaries } from './beneficiaries';
import { demoPlans, seedCatalog } from './catalog';
import { seedDynamicTabs } from './dynamic-tabs';
import { seedDemoHealth } from './health';
import { wordmark } from './logo';
import { seedMembers } from './members';
import { seedBillingConfig, seedDemoPayments } from './payments';
import { seedDemoQuotes } from './quotes';
import { seedSiteLinks } from './site-links';
import { seedStaff } from './staff';
import { seedCatalogSpanish, seedPartiesSpanish } from './translations';

const day = 24 * 60 * 60 * 1000;

const reps = [
  {
    agent_code: 'REP100',
    first_name: 'Maria',
    last_name: 'Alvarez',
    email: 'maria.alvarez@example.com',
    phone: '8005550101',
    tagline: 'Benefits made simple for Texas families',
    bio: 'Maria has helped families and small businesses in Texas choose dental, vision and medical coverage for fifteen years. She speaks English and Spanish.',
    primary_color: '#1c7ed6',
    secondary_color: '#0b7285',
    is_gene_downline: true,
    hides_footer_content: false,
    landing_url: 'maria-alvarez',
  },
  {
    agent_code: 'REP200',
    first_name: 'James',
    last_name: 'Okafor',
    email: 'james.okafor@example.com',
    phone: '8885550199',
    tagline: 'Your neighbourhood benefits broker',
    bio: 'James works with employers of every size to build benefit packages employees actually use, from term life to telemedicine.',
    primary_color: '#2f9e44',
    secondary_color: '#5c940d',
    is_gene_downline: false,
    hides_footer_content: false,
    landing_url: 'james-okafor',
  },
  {
    agent_code: 'REP300',
    first_name: 'Priya',
    last_name: 'Raman',
    email: 'priya.raman@example.com',
    phone: '8775550123',
    tagline: 'Coverage that follows your career',
    bio: 'Priya specialises in disability income and critical illness protection for self-employed professionals.',
    primary_color: '#ae3ec9',
    secondary_color: '#862e9c',
    is_gene_downline: false,
    hides_footer_content: true,
    landing_url: 'priya-raman',
  },
] as const;

const groups = [
  {
    group_code: 'ACME2026',
    name: 'Acme Logistics',
    landing_url: 'acme-logistics',
    rep: 'REP100',
    color: '#e8590c',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
  },
  {
    group_code: 'BLUEBIRD',
    name: 'Bluebird Bakery Co-op',
    landing_url: 'bluebird-bakery',
    rep: 'REP200',
    color: '#1971c2',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
  },
  {
    group_code: 'NOLAND01',
    name: 'Northwind Clinics',
    landing_url: null,
    rep: 'REP200',
    color: '#0c8599',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
  },
] as const;

/**
 * The demo portals and their effective-date rules: a cutoff day (after it, next month's first is no
 * longer offered) and, for Medicare Options, an earliest effective date `earliestIn` months after
 * the seed's month (its enrollment period opens then).
 */
const platforms = [
  { platform_name: 'Individual & Family', platform_code: 'INDFAM', cutoff: 20 },
  { platform_name: 'Small Business', platform_code: 'SMBIZ', cutoff: 15 },
  { platform_name: 'Medicare Options (65+)', platform_code: 'MED65', cutoff: 25, earliestIn: 3 },
  { platform_name: 'Association Benefits', platform_code: 'ASSOC' },
  // A rep-quote portal: its root is the cart (spec 000 section 4).
  { platform_name: 'Rep Quote', platform_code: 'REPQUOTE', type: 'rep-quote' },
] as const;

/** The first of the month `months` after `now`'s (UTC). */
const firstOfMonthAfter = (now: Date, months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 10);

/** Which portals each rep offers: two each, and Maria Alvarez's Rep Quote. */
const repPlatforms: Record<string, readonly string[]> = {
  REP100: ['INDFAM', 'SMBIZ', 'REPQUOTE'],
  REP200: ['SMBIZ', 'ASSOC'],
  REP300: ['INDFAM', 'MED65'],
};

/** The demo referral links: `/referrals?rid=...`. */
export const demoReferralIds = { valid: 'DemoReferralValid00001', expired: 'DemoReferralExpired001' } as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('site')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export interface SeedOptions {
  /** The demo reps' and group administrator's sign-ins (known passwords); by default seeded. */
  staffAccounts?: boolean;
  /** The store's field cipher: the demo quotes (sealed recipients) are seeded only with it. */
  cipher?: FieldCipher;
}

export async function seedDemo(db: Db, now: Date, options: SeedOptions = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('us_state')
      .values(usStates.map(([abbrev, name]) => ({ abbrev, name })))
      .execute();

    const [store, elevate] = await trx
      .insertInto('site')
      .values([
        {
          public_id: newPublicId(),
          domain: 'localhost',
          site_name: 'Benefit Store',
          is_default: true,
          display_email: 'help@benefitstore.example',
          display_phone: '8005550100',
          tagline: 'Compare benefit plans and enroll online in minutes',
          logo: wordmark('Benefit Store', '#1864ab'),
          banner: 'Dental, vision, medical, life and more, from carriers you know.',
          copyright: 'Benefit Store contributors',
          primary_color: '#1864ab',
          secondary_color: '#0b7285',
          group_flow: false,
          site_key: 'benefit-store',
          ticket_link: 'mailto:help@benefitstore.example?subject=Support%20request',
        },
        {
          public_id: newPublicId(),
          domain: 'elevate.localhost',
          site_name: 'Elevate Wellness',
          is_default: false,
          display_email: 'members@elevatewellness.example',
          display_phone: '8885550142',
          tagline: 'Member benefits from the Elevate Wellness association',
          logo: wordmark('Elevate Wellness', '#5f3dc4'),
          banner: 'Plans for association members and their employers.',
          copyright: 'Elevate Wellness Association',
          primary_color: '#5f3dc4',
          secondary_color: '#c2255c',
          group_flow: true,
          site_key: 'elevate',
          ticket_link: 'mailto:members@elevatewellness.example?subject=Support%20request',
        },
      ])
      .returning(['id'])
      .execute();
    if (!store || !elevate) throw new Error('sites were not created');

    const agentIds = new Map<string, number>();
    for (const rep of reps) {
      const display = `${rep.first_name} ${rep.last_name}`;
      const row = await trx
        .insertInto('agent')
        .values({
          ...rep,
          public_id: newPublicId(),
          middle_name: '',
          display_name: display,
          display_email: rep.email,
          display_phone: rep.phone,
          display_about_name: display,
          logo: wordmark(display, rep.primary_color),
          image: '',
          image_link: '',
          site_id: store.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      agentIds.set(rep.agent_code, row.id);
    }

    const platformIds = new Map<string, number>();
    for (const platform of platforms) {
      const row = await trx
        .insertInto('platform')
        .values({
          platform_name: platform.platform_name,
          platform_code: platform.platform_code,
          public_id: newPublicId(),
          effective_cutoff_day: 'cutoff' in platform ? platform.cutoff : null,
          earliest_effective_date: 'earliestIn' in platform ? firstOfMonthAfter(now, platform.earliestIn) : null,
          platform_type: 'type' in platform ? platform.type : 'standard',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      platformIds.set(platform.platform_code, row.id);
    }
    for (const [agentCode, codes] of Object.entries(repPlatforms)) {
      const agentId = agentIds.get(agentCode);
      for (const code of codes) {
        const platformId = platformIds.get(code);
        if (agentId && platformId)
          await trx.insertInto('agent_platform').values({ agent_id: agentId, platform_id: platformId }).execute();
      }
    }

    const groupIds: number[] = [];
    for (const group of groups) {
      const row = await trx
        .insertInto('employer_group')
        .values({
          public_id: newPublicId(),
          group_code: group.group_code,
          name: group.name,
          display_name: group.name,
          agent_id: agentIds.get(group.rep) ?? null,
          address1: '100 Main Street',
          city: group.city,
          state: group.state,
          zip: group.zip,
          display_email: `benefits@${group.group_code.toLowerCase()}.example`,
          display_phone: '8005550177',
          about_us: `${group.name} offers its employees a choice of benefit plans through this store.`,
          logo: wordmark(group.name, group.color),
          image: '',
          primary_color: group.color,
          secondary_color: '#495057',
          landing_url: group.landing_url,
          site_id: group.group_code === 'BLUEBIRD' ? elevate.id : store.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.push(row.id);
    }

    await linkSites(trx, { store: store.id, elevate: elevate.id }, platformIds);
    await seedSiteLinks(trx, { store: store.id, elevate: elevate.id });

    // Demo referral links have fixed ids so the README (and the journeys) can name them;
    // real referrals get random ones.
    await trx
      .insertInto('referral')
      .values({
        public_id: demoReferralIds.valid,
        agent_id: agentIds.get('REP100') ?? null,
        group_id: null,
        platform_id: platformIds.get('INDFAM') ?? null,
        referrer_name: 'Dana Whitfield',
        referrer_email: 'dana.whitfield@example.com',
        expires_at: new Date(now.getTime() + 365 * day),
      })
      .execute();
    await trx
      .insertInto('referral')
      .values({
        public_id: demoReferralIds.expired,
        agent_id: agentIds.get('REP200') ?? null,
        group_id: null,
        platform_id: platformIds.get('SMBIZ') ?? null,
        referrer_name: 'Owen Park',
        referrer_email: 'owen.park@example.com',
        expires_at: new Date(now.getTime() - 30 * day),
      })
      .execute();
    if (options.staffAccounts ?? true) await seedStaff(trx);
    await seedCatalog(trx, undefined, now);
    await seedCatalogSpanish(trx, demoPlans);
    await seedPartiesSpanish(trx);
    await seedMembers(trx);
    await seedDynamicTabs(trx);
    await seedAgreementTexts(trx);
    await seedBillingConfig(trx);
    if (options.cipher) await seedDemoQuotes(trx, options.cipher, now);
    if (options.cipher) {
      await seedDemoBeneficiaries(trx, options.cipher, now);
      await seedDemoHealth(trx, options.cipher, now);
      await seedDemoPayments(trx, options.cipher, now);
    }
  });
}

/** The portals each site offers applicants, and the branded site's portal and group flow. */
async function linkSites(db: Db, sites: { store: number; elevate: number }, platformIds: Map<string, number>) {
  const id = (code: string) => platformIds.get(code) ?? 0;
  await db
    .insertInto('site_platform')
    .values([
      { site_id: sites.store, platform_id: id('INDFAM') },
      { site_id: sites.store, platform_id: id('MED65') },
      { site_id: sites.elevate, platform_id: id('ASSOC') },
    ])
    .execute();
  const bluebird = await db
    .selectFrom('employer_group')
    .select('id')
    .where('group_code', '=', 'BLUEBIRD')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('site')
    .set({ platform_id: id('ASSOC'), group_id: bluebird.id })
    .where('id', '=', sites.elevate)
    .execute();
}

/** The guards that refuse emptying the audit trail and deleting staff accounts (migration 0012). */
const resetGuards = [
  ['audit_event', 'audit_event_never_truncated'],
  ['staff_account', 'staff_account_never_truncated'],
] as const;

/**
 * Empties every table of demo and user data (for `seed --reset`, an operator's act on a demo
 * store): the only statement that lifts the guards, inside its own transaction.
 */
export async function clearAll(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, trigger] of resetGuards)
      await sql`alter table ${sql.table(table)} disable trigger ${sql.ref(trigger)}`.execute(trx);
    await sql`truncate special_carrier_question, plan_question_option, plan_question, related_plan, plan_description, plan, carrier, site_link, member, audit_event, staff_account, site_platform, referral, agent_platform, platform, employer_group, agent, site, us_state, enrollment_access, enrollment, session restart identity cascade`.execute(
      trx,
    );
    for (const [table, trigger] of resetGuards)
      await sql`alter table ${sql.table(table)} enable trigger ${sql.ref(trigger)}`.execute(trx);
  });
}
