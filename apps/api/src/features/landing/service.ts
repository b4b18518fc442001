// Which site a request is on, and what it shows.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';
import type { Db } from '../../db/database';
import { NotFound } from '../../http/errors';
import * as landingRepo from './repo';

export async function siteForHost(db: Db, host: string): Promise<SiteInfo> {
  const site = await landingRepo.findSiteForHost(db, host.toLowerCase());
  if (!site) throw new NotFound();
  const { public_id, domain, ...rest } = site;
  return { site_id: public_id, site_domain: domain, ...rest };
}
