// Table types of the database, as Kysely sees them (snake_case columns, spelled correctly).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SessionTable {
  /** sha256 of the cookie token, hex: the token itself is never stored. */
  id: string;
  kind: 'storefront' | 'staff';
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The signed-in rep or group administrator of a staff session. */
  staff_account_id: number | null;
  signed_in_at: Timestamp | null;
}

export interface EnrollmentTable {
  id: Generated<number>;
  public_id: string;
  created_at: CreatedAt;
  created_by_session: string | null;
  /** The rep and group whose books hold the enrollment. */
  agent_id: number | null;
  employer_group_id: number | null;
  /** The portal chosen for it. */
  platform_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it was recorded as coming in through the branded site. */
  site_traffic_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EnrollmentAccessTable {
  session_id: string;
  enrollment_id: number;
  /** How the session came to it: created, resumed, link, book. */
  via: 'created' | 'resumed' | 'link' | 'book';
  granted_at: CreatedAt;
}

export interface UsStateTable {
  abbrev: string;
  name: string;
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

export interface FailedGuessTable {
  id: Generated<number>;
  kind: string;
  /** `session:<id>` or `ip:<address>`: who guessed. */
  subject: string;
  failed_at: Timestamp;
}

export type StaffRole = 'rep' | 'group_admin';

export interface StaffAccountTable {
  id: Generated<number>;
  public_id: string;
  /** Lower-cased. */
  email: string;
  display_name: string;
  /** scrypt, with its parameters and salt: see features/auth/password.ts. */
  password_hash: string;
  role: StaffRole;
  agent_id: number | null;
  employer_group_id: number | null;
  created_at: CreatedAt;
}

export interface AuditEventTable {
  id: Generated<string>;
  at: ColumnType<Date, Date, never>;
  actor_kind: 'anonymous' | 'storefront' | StaffRole;
  staff_account_id: number | null;
  /** A call name (`signIn`, `getMemberInfo`, ...). */
  action: string;
  subject_kind: 'enrollment' | 'member' | 'policy' | 'agent' | 'group' | null;
  subject_id: string | null;
  /** The books the event concerns, so each party's administrator sees their own. */
  agent_id: number | null;
  employer_group_id: number | null;
  address: string;
  result: 'ok' | 'refused';
}

export interface Database {
  staff_account: StaffAccountTable;
  audit_event: AuditEventTable;
  failed_guess: FailedGuessTable;
  session: SessionTable;
  enrollment: EnrollmentTable;
  enrollment_access: EnrollmentAccessTable;
  us_state: UsStateTable;
  site: SiteTable;
  site_platform: SitePlatformTable;
  agent: AgentTable;
  employer_group: EmployerGroupTable;
  platform: PlatformTable;
  agent_platform: AgentPlatformTable;
  referral: ReferralTable;
}
