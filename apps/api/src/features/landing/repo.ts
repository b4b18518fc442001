// SQL for sites.
import type { Db } from '../../db/database';

const siteColumns = [
  'public_id',
  'domain',
  'site_name',
  'is_default',
  'display_email',
  'display_phone',
  'tagline',
  'logo',
  'banner',
  'copyright',
  'primary_color',
  'secondary_color',
  'group_flow',
] as const;

/** The site whose domain is `host`, else the default site. */
export async function findSiteForHost(db: Db, host: string) {
  return db
    .selectFrom('site')
    .select(siteColumns)
    .where((eb) => eb.or([eb('domain', '=', host), eb('is_default', '=', true)]))
    .orderBy('is_default', 'asc')
    .limit(1)
    .executeTakeFirst();
}
