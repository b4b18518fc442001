// Which site a request is on, and what it shows.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';
import { type Language, languages } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { NotFound } from '../../http/errors';
import { hostName } from '../../http/site-host';
import { brandPalette } from './palette';
import type { SiteRow } from './repo';
import * as landingRepo from './repo';

export const siteInfoOf = (site: SiteRow): SiteInfo => ({
  site_id: site.public_id,
  site_name: site.site_name,
  site_domain: site.domain,
  is_default: site.is_default,
  display_email: site.display_email,
  display_phone: site.display_phone,
  tagline: site.tagline,
  logo: site.logo,
  banner: site.banner,
  copyright: site.copyright,
  primary_color: site.primary_color,
  primary_palette: brandPalette(site.primary_color),
  secondary_color: site.secondary_color,
  group_flow: site.group_flow,
});

export async function siteRowForHost(db: Db, host: string, language?: Language): Promise<SiteRow> {
  const site = await landingRepo.findSiteForHost(db, host.toLowerCase(), language);
  if (!site) throw new NotFound();
  return site;
}

export const siteForHost = async (db: Db, host: string): Promise<SiteInfo> =>
  siteInfoOf(await siteRowForHost(db, host));

/** A domain as the branded site sends it: plain, or in base64. */

export function decodeDomain(sent: string): string {
  const plain = hostName.test(sent) ? sent : Buffer.from(sent, 'base64').toString('utf8');
  return hostName.test(plain) ? plain.toLowerCase().replace(/:\d+$/, '') : '';
}

/** The site serving the caller: by its host, else the default site; its texts in the caller's language. */
export const siteRowOf = (db: Db, caller: Caller) => siteRowForHost(db, caller.siteHost, caller.language);

/** get-default-info's answer: the site serving the caller and the languages it speaks. */
export const defaultInfoOf = async (db: Db, caller: Caller) => ({
  site: siteInfoOf(await siteRowOf(db, caller)),
  languages: [...languages],
});

/** What the web app's first render needs, written into its page (the shell reads it instead of
 *  calling get-default-info): the answer, in the language it was made in. */
export const startupDataOf = async (db: Db, caller: Caller) => ({
  language: caller.language,
  defaultInfo: await defaultInfoOf(db, caller),
});

/** The key/value theme of a site, as the branded pages cache it, with its outbound links
 *  (`link_admin`, `link_group_quote`, ...). */
export const dynamicInformationOf = async (db: Db, site: SiteRow) => [
  ...themeOf(site),
  ...(await landingRepo.linksOfSite(db, site.id)).map((link) => ({ key: `link_${link.key}`, value: link.url })),
];

const themeOf = (site: SiteRow) => [
  { key: 'primary_color', value: site.primary_color },
  { key: 'secondary_color', value: site.secondary_color },
  { key: 'logo', value: site.logo },
  { key: 'banner', value: site.banner },
  { key: 'tagline', value: site.tagline },
];
