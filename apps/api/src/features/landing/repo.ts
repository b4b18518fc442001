// SQL for sites.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../db/database';

const siteColumns = [
  'site.id',
  'site.public_id',
  'site.domain',
  'site.site_name',
  'site.is_default',
  'site.display_email',
  'site.display_phone',
  'site.logo',
  'site.copyright',
  'site.primary_color',
  'site.secondary_color',
  'site.group_flow',
  'site.ticket_link',
  'platform.public_id as platform_public_id',
  'site.group_id',
  'employer_group.public_id as group_public_id',
] as const;

/** Sites with their tagline and banner in `language` (migration 0017), English where not translated. */
const sites = (db: Db, language: Language = 'en') =>
  db
    .selectFrom('site')
    .leftJoin('platform', 'platform.id', 'site.platform_id')
    .leftJoin('employer_group', 'employer_group.id', 'site.group_id')
    .leftJoin('site_translation as said', (join) =>
      join.onRef('said.site_id', '=', 'site.id').on('said.language', '=', language),
    )
    .select(siteColumns)
    .select((eb) => [
      eb.fn.coalesce('said.tagline', 'site.tagline').as('tagline'),
      eb.fn.coalesce('said.banner', 'site.banner').as('banner'),
    ]);

export type SiteRow = NonNullable<Awaited<ReturnType<typeof findSiteForHost>>>;

/** The site whose domain is `host`, else the default site. */
export async function findSiteForHost(db: Db, host: string, language?: Language) {
  return sites(db, language)
    .where((eb) => eb.or([eb('site.domain', '=', host), eb('site.is_default', '=', true)]))
    .orderBy('site.is_default', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** The site with exactly this domain (no default). */
export const findSiteByDomain = (db: Db, domain: string, language?: Language) =>
  sites(db, language).where('site.domain', '=', domain).executeTakeFirst();

/** The site an external entry link names. */
export const findSiteByKey = (db: Db, key: string, language?: Language) =>
  sites(db, language)
    .where(({ fn, eb }) => eb(fn('lower', ['site.site_key']), '=', key.toLowerCase()))
    .executeTakeFirst();

/** Where a site's header and group screens link out to. */
export const linksOfSite = (db: Db, siteId: number) =>
  db.selectFrom('site_link').select(['key', 'url']).where('site_id', '=', siteId).orderBy('key').execute();
