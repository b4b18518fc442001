// Table types of the database, as Kysely sees them (snake_case columns, spelled correctly).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Eprocess, OpenType } from '@benefit-store/contract/landing-entities';
import type { Tier } from '@benefit-store/contract/quoting';
import type { ColumnType, Generated } from 'kysely';
import type {
  BillingConfigTable,
  MemberCardTable,
  MemberPaymentTable,
  RoutingBankTable,
  SealedFormatRetiredTable,
} from './schema-billing';
import type {
  CarrierTable,
  CatalogVersionTable,
  PlanDescriptionTable,
  PlanQuestionOptionTable,
  PlanQuestionTable,
  PlanTable,
  RelatedPlanTable,
  SpecialCarrierQuestionTable,
} from './schema-catalog';
import type { MemberDependentTable, PolicyPlanTable, PolicyStepTable, PolicyTable } from './schema-completion';
import type {
  HealthQuestionSetTable,
  HealthQuestionTable,
  HealthQuestionTranslationTable,
  MemberHealthTable,
} from './schema-health';
import type { JobTable } from './schema-jobs';
import type { BlobTable, OutboxMessageTable } from './schema-outbox';
import type {
  AgentPlatformTable,
  AgentTable,
  EarnedPartyTable,
  EmployerGroupTable,
  PlatformTable,
  ReferralTable,
  SitePlatformTable,
  SiteTable,
  UsStateTable,
  ZipPlaceTable,
} from './schema-parties';
import type { EnrollmentHandoffTable, QuoteTable, ResumeCodeTable, ResumeLinkTable } from './schema-resume';
import type {
  AgreementTextTable,
  AgreementTextTranslationTable,
  EnrollmentStepTable,
  StepFieldTable,
} from './schema-steps';
import type {
  AgentTranslationTable,
  EmployerGroupTranslationTable,
  PlanQuestionOptionTranslationTable,
  PlanQuestionTranslationTable,
  PlanTranslationTable,
  PlatformTranslationTable,
  SiteTranslationTable,
  SpecialCarrierQuestionTranslationTable,
} from './schema-translations';
import type { ContactVerificationTable, OtpCodeTable } from './schema-verification';
import type { MemberBeneficiaryTable, WizardOptionTable, WizardOptionTranslationTable } from './schema-wizard-steps';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Tobacco = 'unknown' | 'yes' | 'no';
/** A column empty until set: optional on insert. */
export type Nullable<Read, Write = Read> = ColumnType<Read | null, Write | null | undefined, Write | null>;

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
  /** The household of the quote filter (migration 0005): empty until the filter is submitted. */
  zip: Nullable<string>;
  state: Nullable<string>;
  /** `date` columns: read them through `to_char` (features/quoting/repo.ts), write `YYYY-MM-DD`. */
  birth_date: Nullable<Date | string, string>;
  gender: Nullable<number>;
  tier: Nullable<Tier>;
  tobacco: ColumnType<Tobacco, Tobacco | undefined, Tobacco>;
  annual_income_cents: Nullable<string | number, number>;
  weekly_hours: Nullable<number>;
  spouse_birth_date: Nullable<Date | string, string>;
  child_count: Nullable<number>;
  eprocess: Nullable<Eprocess>;
  open_type: Nullable<OpenType>;
  enrollment_type: Nullable<'new-user' | 'existing-user'>;
  landing_url: Nullable<string>;
  referral_id: Nullable<number>;
  categories: Nullable<string[]>;
  coverage: Nullable<string>;
  filter_submitted_at: Nullable<Date>;
  /** The existing member the enrollment is for (migration 0008). */
  member_id: Nullable<number>;
  /** The effective date (YYYY-MM-DD) checkout stored (migration 0019). */
  effective_date: Nullable<string>;
  /** The rep whose code the enroller gave (migration 0024). */
  enroller_agent_id: Nullable<number>;
  /** A rep saved the personal step: a mandatory enroller code is due (migration 0052). */
  rep_enrolled: ColumnType<boolean, boolean | undefined, boolean>;
  /** When the enrollment became a policy (migration 0032); the wizard no longer changes it. */
  completed_at: Nullable<Date>;
  /**
   * Moves whenever the enrollment's row, cart lines, health answers or declines change (migration
   * 0044's triggers, which alone write it): a kept listing is found by it. Compare it, never count on it.
   */
  revision: ColumnType<string, never, never>;
}

export interface EnrollmentAccessTable {
  session_id: string;
  enrollment_id: number;
  /** How the session came to it: created, resumed, link, book. */
  via: 'created' | 'resumed' | 'link' | 'book';
  granted_at: CreatedAt;
}

/** Attempts at a secret per kind and subject (migration 0012): see features/auth/guess-service.ts. */
/** The rate limit's count per client key, when several processes share it (decision 0027). */
export interface RateLimitCounterTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

export interface GuessCounterTable {
  kind: string;
  /** `session:<id>`, `address:<IPv4 or IPv6 /64>`, `enrollment:<id>`, `contact:<email>` or `account:<email>`. */
  subject: string;
  attempts: number;
  /** When the window of a windowed count ends; null for a run of consecutive failures. */
  window_ends_at: Timestamp | null;
  /** Before when a run of consecutive failures refuses the next attempt. */
  blocked_until: Timestamp | null;
}

export type StaffRole = 'rep' | 'group_admin';

export interface StaffAccountTable {
  id: Generated<number>;
  public_id: string;
  /** Lower-cased. */
  email: string;
  display_name: string;
  /** argon2id (or scrypt, upgraded at the next sign-in), with its parameters and salt: see features/auth/password.ts. */
  password_hash: string;
  role: StaffRole;
  agent_id: number | null;
  employer_group_id: number | null;
  created_at: CreatedAt;
  /** Set when the account is disabled: accounts are never deleted. */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

/** A member enrolled by a rep or a group (migration 0008). */
export interface MemberTable {
  id: Generated<number>;
  public_id: string;
  first_name: string;
  last_name: string;
  birth_date: string; // YYYY-MM-DD
  email: string;
  /** The home address's zip and its state, priced for when they are quoted. */
  zip: string;
  state: string;
  gender: number; // 0 male, 1 female, 2 others (migration 0032)
  tobacco: ColumnType<Tobacco, Tobacco | undefined, Tobacco>;
  ssn_sealed: string | null; // lib/field-crypto; only the last four digits are ever shown
  ssn_last4: string | null;
  agent_id: number | null;
  employer_group_id: number | null;
  platform_id: number | null;
  created_at: CreatedAt;
  /** The keyed hash of the phone the member enrolled with (`memberPhoneMac`, migration 0051). */
  phone_mac: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Where a site's header and group screens link out to, by key (migration 0008). */
export interface SiteLinkTable {
  site_id: number;
  key: string;
  url: string;
}

export interface CartLineTable {
  id: Generated<number>;
  enrollment_id: number;
  /** The catalog's public plan id. */
  plan_id: string;
  plan_pricing_id: string;
  /** The monthly price pricing gave when the line was added (or re-rated for a chosen effective date). */
  price_cents: number;
  /** The administrative fee included in `price_cents` (plans whose prices include it; else 0). */
  fee_cents: ColumnType<number, number | undefined, number>;
  /** The benefit of a per-unit plan's option, in dollars: which option a re-rating keeps. */
  benefit_dollars: ColumnType<number | null, number | null | undefined, number | null>;
  /** The membership plan's line this plan was added with; removing that removes this. */
  membership_line_id: ColumnType<number | null, number | null | undefined, number | null>;
  removable: ColumnType<boolean, boolean | undefined, boolean>;
  added_at: CreatedAt;
}

/** A household's answer to one health or special-carrier question, sealed with the data key. */
export interface AnswerTable {
  enrollment_id: number;
  question_id: string;
  sealed_answer: string;
  answered_at: Timestamp;
}

/** A plan an answer declined for an enrollment, until its household changes (migration 0015). */
export interface PlanDeclineTable {
  enrollment_id: number;
  plan_id: string;
  declined_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A plan a current member holds, with its policy and status (migration 0015). */
export interface MemberPlanTable {
  member_id: number;
  plan_id: string;
  policy_id: string;
  plan_status: string;
}

/** A tab of the enrollment wizard as a portal, a group or the default configures it (migration 0020). */
export interface DynamicTabTable {
  /** Both null: the default configuration; one or both set: that portal's, group's or pair's. */
  platform_id: number | null;
  employer_group_id: number | null;
  tab_name: TabName;
  required: boolean;
  /** Where the step comes, 0 to 10 (the wizard scans the orders in turn). */
  tab_order: number;
}

/** The hash of the text each stored function's file last applied (migration 0053, db/stored-sql.ts). */
export interface StoredSqlTable {
  file: string;
  hash: string;
}

export interface Database {
  staff_account: StaffAccountTable;
  audit_event: AuditEventTable;
  guess_counter: GuessCounterTable;
  rate_limit_counter: RateLimitCounterTable;
  session: SessionTable;
  enrollment: EnrollmentTable;
  enrollment_access: EnrollmentAccessTable;
  earned_party: EarnedPartyTable;
  cart_line: CartLineTable;
  us_state: UsStateTable;
  zip_place: ZipPlaceTable;
  site: SiteTable;
  site_platform: SitePlatformTable;
  agent: AgentTable;
  employer_group: EmployerGroupTable;
  platform: PlatformTable;
  agent_platform: AgentPlatformTable;
  referral: ReferralTable;
  carrier: CarrierTable;
  plan: PlanTable;
  plan_description: PlanDescriptionTable;
  related_plan: RelatedPlanTable;
  plan_question: PlanQuestionTable;
  plan_question_option: PlanQuestionOptionTable;
  special_carrier_question: SpecialCarrierQuestionTable;
  catalog_version: CatalogVersionTable;
  member: MemberTable;
  site_link: SiteLinkTable;
  health_answer: AnswerTable;
  special_carrier_answer: AnswerTable;
  plan_decline: PlanDeclineTable;
  member_plan: MemberPlanTable;
  dynamic_tab: DynamicTabTable;
  job: JobTable;
  outbox_message: OutboxMessageTable;
  blob: BlobTable;
  quote: QuoteTable;
  resume_link: ResumeLinkTable;
  resume_code: ResumeCodeTable;
  enrollment_handoff: EnrollmentHandoffTable;
  plan_translation: PlanTranslationTable;
  plan_question_translation: PlanQuestionTranslationTable;
  plan_question_option_translation: PlanQuestionOptionTranslationTable;
  special_carrier_question_translation: SpecialCarrierQuestionTranslationTable;
  site_translation: SiteTranslationTable;
  agent_translation: AgentTranslationTable;
  employer_group_translation: EmployerGroupTranslationTable;
  platform_translation: PlatformTranslationTable;
  enrollment_step: EnrollmentStepTable;
  step_field: StepFieldTable;
  agreement_text: AgreementTextTable;
  agreement_text_translation: AgreementTextTranslationTable;
  otp_code: OtpCodeTable;
  contact_verification: ContactVerificationTable;
  wizard_option: WizardOptionTable;
  wizard_option_translation: WizardOptionTranslationTable;
  member_beneficiary: MemberBeneficiaryTable;
  health_question: HealthQuestionTable;
  health_question_translation: HealthQuestionTranslationTable;
  health_question_set: HealthQuestionSetTable;
  member_health: MemberHealthTable;
  policy: PolicyTable;
  policy_plan: PolicyPlanTable;
  policy_step: PolicyStepTable;
  member_dependent: MemberDependentTable;
  billing_config: BillingConfigTable;
  routing_bank: RoutingBankTable;
  member_bank: MemberPaymentTable;
  member_card: MemberCardTable;
  sealed_format_retired: SealedFormatRetiredTable;
  stored_sql: StoredSqlTable;
}
