// Table types of the parties a storefront is reached through (sites, agents, employer groups,
// portals, referrals), the parties a session earned, and the places (states, zip codes).
import type { PlatformType } from '@benefit-store/contract/landing-entities';
import type { ColumnType, Generated } from 'kysely';
import type { Nullable } from './schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A party a storefront session earned, and how (migration 0011). */
export interface EarnedPartyTable {
  session_id: string;
  kind: 'agent' | 'group';
  /** agent.id or employer_group.id, as `kind` says. */
  party_id: number;
  via: EarnedVia;
  earned_at: CreatedAt;
}
export type EarnedVia = 'rep_code' | 'group_code' | 'landing' | 'referral' | 'site';

export interface UsStateTable {
  abbrev: string;
  name: string;
}

/** A US zip code's place, from the `zipcodes` package (migration 0038). */
export interface ZipPlaceTable {
  zip: string;
  state: string;
  city: string;
}

export interface SiteTable {
  id: Generated<number>;
  public_id: string;
  domain: string;
  site_name: string;
  is_default: boolean;
  display_email: string;
  display_phone: string;
  tagline: string;
  logo: string;
  banner: string;
  copyright: string;
  primary_color: string;
  secondary_color: string;
  group_flow: boolean;
  /** The name an external entry link uses (/external?site=...). */
  site_key: string | null;
  /** Where the footer's support request button leads. */
  ticket_link: ColumnType<string, string | undefined, string>;
  /** The portal the site enrolls into, and the group of its group flow. */
  platform_id: number | null;
  group_id: number | null;
}

export interface SitePlatformTable {
  site_id: number;
  platform_id: number;
}

export interface AgentTable {
  id: Generated<number>;
  public_id: string;
  agent_code: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  display_name: string;
  display_email: string;
  display_phone: string;
  tagline: string;
  display_about_name: string;
  logo: string;
  image: string;
  image_link: string;
  bio: string;
  primary_color: string;
  secondary_color: string;
  is_gene_downline: boolean;
  hides_footer_content: boolean;
  landing_url: string | null;
  site_id: number | null;
}

export interface EmployerGroupTable {
  id: Generated<number>;
  public_id: string;
  group_code: string;
  name: string;
  display_name: string;
  agent_id: number | null;
  address1: string;
  city: string;
  state: string;
  zip: string;
  display_email: string;
  display_phone: string;
  about_us: string;
  logo: string;
  image: string;
  primary_color: string;
  secondary_color: string;
  landing_url: string | null;
  site_id: number | null;
}

export interface PlatformTable {
  id: Generated<number>;
  public_id: string;
  platform_name: string;
  platform_code: string;
  /** After this day of a month, the first of the next month is no longer offered; null: no cutoff (migration 0019). */
  effective_cutoff_day: Nullable<number>;
  /** No coverage starts before this day (YYYY-MM-01); null: no such limit (migration 0019). */
  earliest_effective_date: Nullable<string>;
  /** 'rep-quote': a rep quotes for a client there, and the store's root is the cart (migration 0022). */
  platform_type: Generated<PlatformType>;
}

export interface AgentPlatformTable {
  agent_id: number;
  platform_id: number;
}

export interface ReferralTable {
  id: Generated<number>;
  public_id: string;
  agent_id: number | null;
  group_id: number | null;
  platform_id: number | null;
  referrer_name: string;
  referrer_email: string;
  expires_at: Timestamp;
}
