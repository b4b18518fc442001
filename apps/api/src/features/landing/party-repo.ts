// SQL for the parties a visitor arrives through: reps (agents), groups, portals, referrals.
// Access codes are compared here and never selected: no answer can carry one.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../db/database';

const agentColumns = [
  'agent.id',
  'agent.public_id',
  'agent.first_name',
  'agent.middle_name',
  'agent.last_name',
  'agent.email',
  'agent.phone',
  'agent.display_name',
  'agent.display_email',
  'agent.display_phone',
  'agent.display_about_name',
  'agent.logo',
  'agent.image',
  'agent.image_link',
  'agent.primary_color',
  'agent.secondary_color',
  'agent.is_gene_downline',
  'agent.hides_footer_content',
  'agent.landing_url',
] as const;

const groupColumns = [
  'employer_group.id',
  'employer_group.public_id',
  'employer_group.name',
  'employer_group.display_name',
  'employer_group.address1',
  'employer_group.city',
  'employer_group.state',
  'employer_group.zip',
  'employer_group.display_email',
  'employer_group.display_phone',
  'employer_group.logo',
  'employer_group.image',
  'employer_group.primary_color',
  'employer_group.secondary_color',
  'employer_group.landing_url',
  'employer_group.agent_id',
  'agent.public_id as agent_public_id',
] as const;

// A party's own words in `language` (migration 0017), English where they have no translation.
const agents = (db: Db, language: Language = 'en') =>
  db
    .selectFrom('agent')
    .leftJoin('agent_translation as said', (join) =>
      join.onRef('said.agent_id', '=', 'agent.id').on('said.language', '=', language),
    )
    .select(agentColumns)
    .select((eb) => [
      eb.fn.coalesce('said.tagline', 'agent.tagline').as('tagline'),
      eb.fn.coalesce('said.bio', 'agent.bio').as('bio'),
    ]);
const groups = (db: Db, language: Language = 'en') =>
  db
    .selectFrom('employer_group')
    .leftJoin('agent', 'agent.id', 'employer_group.agent_id')
    .leftJoin('employer_group_translation as said', (join) =>
      join.onRef('said.group_id', '=', 'employer_group.id').on('said.language', '=', language),
    )
    .select(groupColumns)
    .select((eb) => eb.fn.coalesce('said.about_us', 'employer_group.about_us').as('about_us'));

export type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

export const findAgent = (db: Db, publicId: string, language?: Language) =>
  agents(db, language).where('agent.public_id', '=', publicId).executeTakeFirst();
export const findAgentByLanding = (db: Db, landing: string, language?: Language) =>
  agents(db, language)
    .where(({ fn, eb }) => eb(fn('lower', ['agent.landing_url']), '=', landing.toLowerCase()))
    .executeTakeFirst();
export const findAgentByCode = (db: Db, code: string) =>
  agents(db)
    .where(({ fn, eb }) => eb(fn('upper', ['agent.agent_code']), '=', code.toUpperCase()))
    .executeTakeFirst();

export const findGroup = (db: Db, publicId: string, language?: Language) =>
  groups(db, language).where('employer_group.public_id', '=', publicId).executeTakeFirst();
export const findGroupById = (db: Db, id: number) => groups(db).where('employer_group.id', '=', id).executeTakeFirst();
export const findGroupByLanding = (db: Db, landing: string, language?: Language) =>
  groups(db, language)
    .where(({ fn, eb }) => eb(fn('lower', ['employer_group.landing_url']), '=', landing.toLowerCase()))
    .executeTakeFirst();
export const findGroupByCode = (db: Db, code: string) =>
  groups(db)
    .where(({ fn, eb }) => eb(fn('upper', ['employer_group.group_code']), '=', code.toUpperCase()))
    .executeTakeFirst();

export const groupsOfAgent = (db: Db, agentId: number) =>
  db
    .selectFrom('employer_group')
    .select(['public_id', 'name'])
    .where('agent_id', '=', agentId)
    .orderBy('name')
    .execute();

const platforms = (db: Db, language: Language = 'en') =>
  db
    .selectFrom('platform')
    .leftJoin('platform_translation as said', (join) =>
      join.onRef('said.platform_id', '=', 'platform.id').on('said.language', '=', language),
    )
    .select(['platform.id', 'platform.public_id', 'platform.platform_code', 'platform.platform_type'])
    .select((eb) => eb.fn.coalesce('said.platform_name', 'platform.platform_name').as('platform_name'));

export const platformsOfAgent = (db: Db, agentId: number, language?: Language) =>
  platforms(db, language)
    .innerJoin('agent_platform', 'agent_platform.platform_id', 'platform.id')
    .where('agent_platform.agent_id', '=', agentId)
    .orderBy('platform.platform_name')
    .execute();

export const platformsOfSite = (db: Db, siteId: number, language?: Language) =>
  platforms(db, language)
    .innerJoin('site_platform', 'site_platform.platform_id', 'platform.id')
    .where('site_platform.site_id', '=', siteId)
    .orderBy('platform.platform_name')
    .execute();

export const findPlatform = (db: Db, publicId: string) =>
  platforms(db).where('platform.public_id', '=', publicId).executeTakeFirst();

export const findReferral = (db: Db, publicId: string) =>
  db
    .selectFrom('referral')
    .leftJoin('agent', 'agent.id', 'referral.agent_id')
    .leftJoin('employer_group', 'employer_group.id', 'referral.group_id')
    .leftJoin('platform', 'platform.id', 'referral.platform_id')
    .select([
      'referral.agent_id',
      'referral.group_id',
      'referral.referrer_name',
      'referral.referrer_email',
      'referral.expires_at',
      'agent.public_id as agent_public_id',
      'employer_group.public_id as group_public_id',
      'platform.public_id as platform_public_id',
      'platform.platform_type',
    ])
    .where('referral.public_id', '=', publicId)
    .executeTakeFirst();

/** The rep whose book holds the enrollment, if any. */
export const agentOfEnrollment = async (db: Db, enrollmentId: number) =>
  (await db.selectFrom('enrollment').select('agent_id').where('id', '=', enrollmentId).executeTakeFirst())?.agent_id ??
  null;

/** Records that the enrollment came in through the branded site (the first time only). */
export const markSiteTraffic = (db: Db, enrollmentId: number, at: Date) =>
  db
    .updateTable('enrollment')
    .set({ site_traffic_at: at })
    .where('id', '=', enrollmentId)
    .where('site_traffic_at', 'is', null)
    .execute();

export const setEnrollmentPortal = (db: Db, enrollmentId: number, platformId: number, groupId: number | undefined) =>
  db
    .updateTable('enrollment')
    .set({ platform_id: platformId, ...(groupId === undefined ? {} : { employer_group_id: groupId }) })
    .where('id', '=', enrollmentId)
    .execute();
