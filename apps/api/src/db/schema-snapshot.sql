-- The schema of the migrated database, written by src/db/schema-snapshot.test.ts, which fails when
-- it differs. After a migration, rewrite it (from the repository root):
--   UPDATE_SCHEMA_SNAPSHOT=1 npx vitest run --project api apps/api/src/db/schema-snapshot.test.ts

-- Tables and columns: type, null or not, default
agent.id integer not null
agent.public_id text not null
agent.agent_code text not null
agent.first_name text not null
agent.middle_name text not null default ''::text
agent.last_name text not null
agent.email text not null
agent.phone text not null
agent.display_name text not null
agent.display_email text not null
agent.display_phone text not null
agent.tagline text not null default ''::text
agent.display_about_name text not null default ''::text
agent.logo text not null default ''::text
agent.image text not null default ''::text
agent.image_link text not null default ''::text
agent.bio text not null default ''::text
agent.primary_color text not null
agent.secondary_color text not null
agent.is_gene_downline boolean not null default false
agent.hides_footer_content boolean not null default false
agent.landing_url text
agent.site_id integer
agent_platform.agent_id integer not null
agent_platform.platform_id integer not null
agent_translation.agent_id integer not null
agent_translation.language text not null
agent_translation.tagline text
agent_translation.bio text
agreement_text.id integer not null
agreement_text.platform_id integer
agreement_text.employer_group_id integer
agreement_text.position smallint not null
agreement_text.text_head text not null
agreement_text.text_body text not null
agreement_text.text_required text not null
agreement_text_translation.agreement_text_id integer not null
agreement_text_translation.language text not null
agreement_text_translation.text_head text not null
agreement_text_translation.text_body text not null
agreement_text_translation.text_required text not null
audit_event.id bigint not null
audit_event.at timestamp with time zone not null
audit_event.actor_kind text not null
audit_event.staff_account_id integer
audit_event.action text not null
audit_event.subject_kind text
audit_event.subject_id text
audit_event.agent_id integer
audit_event.employer_group_id integer
audit_event.address text not null
audit_event.result text not null
billing_config.platform_id integer
billing_config.employer_group_id integer
billing_config.payment_methods text[] not null
billing_config.bill_dates smallint[] not null
billing_config.default_bill_date smallint not null
billing_config.statement_descriptor text not null
blob.id bigint not null
blob.public_id text not null
blob.enrollment_id integer
blob.kind text not null
blob.name text not null
blob.content_type text not null
blob.filename text not null
blob.size integer not null
blob.created_at timestamp with time zone not null default now()
carrier.id integer not null default nextval('carrier_id_seq'::regclass)
carrier.code text not null
carrier.name text not null
carrier.logo text not null
cart_line.id integer not null
cart_line.enrollment_id integer not null
cart_line.plan_id text not null
cart_line.plan_pricing_id text not null
cart_line.price_cents integer not null
cart_line.membership_line_id integer
cart_line.removable boolean not null default true
cart_line.added_at timestamp with time zone not null default now()
cart_line.fee_cents integer not null default 0
cart_line.benefit_dollars integer
catalog_version.id integer not null default 1
catalog_version.version bigint not null
catalog_version.instance text not null default (gen_random_uuid())::text
contact_verification.enrollment_id integer not null
contact_verification.channel text not null
contact_verification.contact_mac text not null
contact_verification.verified_at timestamp with time zone not null
contact_verification.verified_by_staff boolean not null default false
dynamic_tab.platform_id integer
dynamic_tab.employer_group_id integer
dynamic_tab.tab_name text not null
dynamic_tab.required boolean not null
dynamic_tab.tab_order smallint not null
earned_party.session_id text not null
earned_party.kind text not null
earned_party.party_id integer not null
earned_party.via text not null
earned_party.earned_at timestamp with time zone not null default now()
employer_group.id integer not null
employer_group.public_id text not null
employer_group.group_code text not null
employer_group.name text not null
employer_group.display_name text not null
employer_group.agent_id integer
employer_group.address1 text not null default ''::text
employer_group.city text not null default ''::text
employer_group.state text not null default ''::text
employer_group.zip text not null default ''::text
employer_group.display_email text not null default ''::text
employer_group.display_phone text not null default ''::text
employer_group.about_us text not null default ''::text
employer_group.logo text not null default ''::text
employer_group.image text not null default ''::text
employer_group.primary_color text not null
employer_group.secondary_color text not null
employer_group.landing_url text
employer_group.site_id integer
employer_group_translation.group_id integer not null
employer_group_translation.language text not null
employer_group_translation.about_us text
enrollment.id integer not null
enrollment.public_id text not null
enrollment.created_at timestamp with time zone not null default now()
enrollment.created_by_session text
enrollment.agent_id integer
enrollment.employer_group_id integer
enrollment.platform_id integer
enrollment.site_traffic_at timestamp with time zone
enrollment.zip text
enrollment.state text
enrollment.birth_date date
enrollment.gender smallint
enrollment.tier text
enrollment.tobacco text not null default 'unknown'::text
enrollment.annual_income_cents bigint
enrollment.weekly_hours integer
enrollment.spouse_birth_date date
enrollment.child_count integer
enrollment.eprocess text
enrollment.open_type text
enrollment.enrollment_type text
enrollment.landing_url text
enrollment.referral_id integer
enrollment.categories text[]
enrollment.coverage text
enrollment.filter_submitted_at timestamp with time zone
enrollment.member_id integer
enrollment.effective_date text
enrollment.enroller_agent_id integer
enrollment.completed_at timestamp with time zone
enrollment.revision bigint not null default 0
enrollment.rep_enrolled boolean not null default false
enrollment_access.session_id text not null
enrollment_access.enrollment_id integer not null
enrollment_access.via text not null
enrollment_access.granted_at timestamp with time zone not null default now()
enrollment_handoff.id integer not null default nextval('enrollment_handoff_id_seq'::regclass)
enrollment_handoff.enrollment_id integer not null
enrollment_handoff.channel text not null
enrollment_handoff.sent_by integer not null
enrollment_handoff.resume_link_id integer
enrollment_handoff.sent_at timestamp with time zone not null
enrollment_handoff.opened_at timestamp with time zone
enrollment_step.enrollment_id integer not null
enrollment_step.tab_name text not null
enrollment_step.state text not null
enrollment_step.data jsonb not null default '{}'::jsonb
enrollment_step.sealed_data text
enrollment_step.saved_at timestamp with time zone not null
guess_counter.kind text not null
guess_counter.subject text not null
guess_counter.attempts integer not null
guess_counter.window_ends_at timestamp with time zone
guess_counter.blocked_until timestamp with time zone
health_answer.enrollment_id integer not null
health_answer.question_id text not null
health_answer.sealed_answer text not null
health_answer.answered_at timestamp with time zone not null default now()
health_question.question_id text not null
health_question.kind text not null
health_question.question_text text not null
health_question_set.platform_id integer
health_question_set.employer_group_id integer
health_question_set.audience text not null
health_question_set.question_id text not null
health_question_set.position smallint not null
health_question_translation.question_id text not null
health_question_translation.language text not null
health_question_translation.question_text text not null
job.id bigint not null
job.name text not null
job.payload jsonb not null default '{}'::jsonb
job.schedule_key text
job.run_at timestamp with time zone not null
job.locked_until timestamp with time zone
job.attempts integer not null default 0
job.last_error text
job.failed_at timestamp with time zone
job.created_at timestamp with time zone not null default now()
member.id integer not null
member.public_id text not null
member.first_name text not null
member.last_name text not null
member.birth_date text not null
member.email text not null
member.zip text not null
member.state text not null
member.gender smallint not null
member.tobacco text not null default 'unknown'::text
member.ssn_sealed text
member.ssn_last4 text
member.agent_id integer
member.employer_group_id integer
member.platform_id integer
member.created_at timestamp with time zone not null default now()
member.phone_mac text
member_bank.id integer not null
member_bank.public_id text not null
member_bank.member_id integer not null
member_bank.data jsonb not null
member_bank.sealed_data text not null
member_bank.saved_at timestamp with time zone not null
member_beneficiary.member_id integer not null
member_beneficiary.data jsonb not null
member_beneficiary.sealed_data text not null
member_beneficiary.saved_at timestamp with time zone not null
member_card.id integer not null
member_card.public_id text not null
member_card.member_id integer
member_card.data jsonb not null
member_card.sealed_data text
member_card.saved_at timestamp with time zone not null
member_card.enrollment_id integer
member_card.used_at timestamp with time zone not null
member_dependent.member_id integer not null
member_dependent.data jsonb not null
member_dependent.sealed_data text
member_dependent.saved_at timestamp with time zone not null
member_health.member_id integer not null
member_health.sealed_data text not null
member_health.saved_at timestamp with time zone not null
member_plan.member_id integer not null
member_plan.plan_id text not null
member_plan.policy_id text not null
member_plan.plan_status text not null
otp_code.id bigint not null
otp_code.public_id text not null
otp_code.enrollment_id integer not null
otp_code.channel text not null
otp_code.contact_mac text not null
otp_code.code_mac text not null
otp_code.created_at timestamp with time zone not null
otp_code.expires_at timestamp with time zone not null
otp_code.used_at timestamp with time zone
otp_code.replaced_at timestamp with time zone
outbox_message.id bigint not null
outbox_message.public_id text not null
outbox_message.template text not null
outbox_message.language text not null
outbox_message.sealed_recipient text not null
outbox_message.sealed_content text not null
outbox_message.created_at timestamp with time zone not null default now()
outbox_message.sent_at timestamp with time zone
outbox_message.transport text
outbox_message.enrollment_id integer
outbox_message.channel text not null default 'email'::text
plan.id integer not null default nextval('plan_id_seq'::regclass)
plan.public_id text not null
plan.carrier_id integer not null
plan.name text not null
plan.category text not null
plan.plan_type text not null default ''::text
plan.network text
plan.short_text text not null default ''::text
plan.callout_text text not null default ''::text
plan.states text[]
plan.tiers text[] not null
plan.issue_min_age integer
plan.issue_max_age integer
plan.spouse_min_age integer
plan.spouse_max_age integer
plan.child_min_age integer
plan.child_max_age integer
plan.min_annual_income_cents bigint
plan.min_weekly_hours integer
plan.tobacco_rated boolean not null default false
plan.portal_codes text[]
plan.includes_admin_fee boolean not null default false
plan.replaced_by text
plan.featured boolean not null default false
plan.footer_plan boolean not null default false
plan.hide_add_to_cart boolean not null default false
plan.bundle_plan_count integer not null default 0
plan.is_prudential boolean not null default false
plan.special_fee_text text not null default ''::text
plan.is_membership boolean not null default false
plan.membership_plan_id text
plan.is_premier boolean not null default false
plan.is_iha boolean not null default false
plan.sort_order integer not null default 0
plan.rate_table jsonb not null
plan.blackout_from text
plan.blackout_to text
plan.facts jsonb
plan.start_months integer[]
plan_decline.enrollment_id integer not null
plan_decline.plan_id text not null
plan_decline.declined_at timestamp with time zone not null default now()
plan_description.plan_id integer not null
plan_description.header_text text not null default ''::text
plan_description.body_text text not null default ''::text
plan_description.blue_bar_text text not null default ''::text
plan_description.association_text text not null default ''::text
plan_description.exclusions_text_name text not null default ''::text
plan_description.exclusions_text text not null default ''::text
plan_description.example_text_name text not null default ''::text
plan_description.example_text text not null default ''::text
plan_description.faq_text_name text not null default ''::text
plan_description.faq_text text not null default ''::text
plan_question.id integer not null default nextval('plan_question_id_seq'::regclass)
plan_question.plan_id integer not null
plan_question.question_id text not null
plan_question.question_text text not null
plan_question.sub_type text not null
plan_question.require_detail boolean not null default false
plan_question.declining_answer smallint
plan_question.sort_order integer not null default 0
plan_question_option.question_id integer not null
plan_question_option.option_id text not null
plan_question_option.option_text text not null
plan_question_option.option_group text not null default ''::text
plan_question_option.sort_order integer not null default 0
plan_question_option_translation.question_id integer not null
plan_question_option_translation.option_id text not null
plan_question_option_translation.language text not null
plan_question_option_translation.option_text text
plan_question_option_translation.option_group text
plan_question_translation.question_id integer not null
plan_question_translation.language text not null
plan_question_translation.question_text text not null
plan_translation.plan_id integer not null
plan_translation.language text not null
plan_translation.short_text text
plan_translation.callout_text text
plan_translation.special_fee_text text
plan_translation.header_text text
plan_translation.body_text text
plan_translation.blue_bar_text text
plan_translation.association_text text
plan_translation.exclusions_text_name text
plan_translation.exclusions_text text
plan_translation.example_text_name text
plan_translation.example_text text
plan_translation.faq_text_name text
plan_translation.faq_text text
platform.id integer not null
platform.public_id text not null
platform.platform_name text not null
platform.platform_code text not null
platform.effective_cutoff_day integer
platform.earliest_effective_date text
platform.platform_type text not null default 'standard'::text
platform_translation.platform_id integer not null
platform_translation.language text not null
platform_translation.platform_name text not null
policy.id integer not null
policy.public_id text not null
policy.enrollment_id integer not null
policy.member_id integer not null
policy.effective_date text not null
policy.language text not null
policy.first_month_cents integer not null
policy.recurring_cents integer not null
policy.send_sms boolean not null default false
policy.created_at timestamp with time zone not null default now()
policy_plan.policy_id integer not null
policy_plan.plan_id text not null
policy_plan.plan_pricing_id text not null
policy_plan.price_cents integer not null
policy_plan.fee_cents integer not null
policy_plan.benefit_dollars integer
policy_step.policy_id integer not null
policy_step.tab_name text not null
policy_step.data jsonb not null
policy_step.sealed_data text
policy_step.saved_at timestamp with time zone not null
quote.id integer not null
quote.public_id text not null
quote.enrollment_id integer not null
quote.sender_name text not null
quote.sender_staff_account_id integer
quote.recipient_name text not null
quote.recipient_email text not null
quote.message text
quote.language text not null
quote.status text not null default 'sent'::text
quote.sent_at timestamp with time zone not null
quote.seen_at timestamp with time zone
quote.accepted_at timestamp with time zone
quote.declined_at timestamp with time zone
quote.lines jsonb not null
quote.household jsonb not null
quote.effective_date date
rate_limit_counter.key text not null
rate_limit_counter.hits integer not null
rate_limit_counter.window_ends_at timestamp with time zone not null
referral.id integer not null
referral.public_id text not null
referral.agent_id integer
referral.group_id integer
referral.platform_id integer
referral.referrer_name text not null
referral.referrer_email text not null
referral.expires_at timestamp with time zone not null
related_plan.plan_id integer not null
related_plan.related_plan_id integer not null
related_plan.sort_order integer not null default 0
resume_code.id integer not null
resume_code.code_hash text not null
resume_code.enrollment_id integer not null
resume_code.email_hash text not null
resume_code.tab text not null
resume_code.created_at timestamp with time zone not null
resume_code.expires_at timestamp with time zone not null
resume_code.revoked_at timestamp with time zone
resume_code.used_at timestamp with time zone
resume_link.id integer not null
resume_link.token_hash text not null
resume_link.enrollment_id integer not null
resume_link.kind text not null
resume_link.tab text not null
resume_link.quote_id integer
resume_link.email_hash text
resume_link.created_at timestamp with time zone not null
resume_link.expires_at timestamp with time zone not null
resume_link.used_at timestamp with time zone
resume_link.revoked_at timestamp with time zone
routing_bank.routing_number text not null
routing_bank.bank_name text not null
routing_bank.city text
routing_bank.state text
routing_bank.source text not null
sealed_format_retired.format text not null
sealed_format_retired.retired_at timestamp with time zone not null
session.id text not null
session.kind text not null
session.created_at timestamp with time zone not null default now()
session.last_seen_at timestamp with time zone not null default now()
session.expires_at timestamp with time zone not null
session.revoked_at timestamp with time zone
session.staff_account_id integer
session.signed_in_at timestamp with time zone
site.id integer not null
site.public_id text not null
site.domain text not null
site.site_name text not null
site.is_default boolean not null default false
site.display_email text not null
site.display_phone text not null
site.tagline text not null
site.logo text not null
site.banner text not null
site.copyright text not null
site.primary_color text not null
site.secondary_color text not null
site.group_flow boolean not null default false
site.site_key text
site.ticket_link text not null default ''::text
site.platform_id integer
site.group_id integer
site_link.site_id integer not null
site_link.key text not null
site_link.url text not null
site_platform.site_id integer not null
site_platform.platform_id integer not null
site_translation.site_id integer not null
site_translation.language text not null
site_translation.tagline text
site_translation.banner text
special_carrier_answer.enrollment_id integer not null
special_carrier_answer.question_id text not null
special_carrier_answer.sealed_answer text not null
special_carrier_answer.answered_at timestamp with time zone not null default now()
special_carrier_question.plan_id integer not null
special_carrier_question.qid text not null
special_carrier_question.question text not null
special_carrier_question.true_condition smallint not null
special_carrier_question.sort_order integer not null default 0
special_carrier_question_translation.plan_id integer not null
special_carrier_question_translation.qid text not null
special_carrier_question_translation.language text not null
special_carrier_question_translation.question text not null
staff_account.id integer not null
staff_account.public_id text not null
staff_account.email text not null
staff_account.display_name text not null
staff_account.password_hash text not null
staff_account.role text not null
staff_account.agent_id integer
staff_account.employer_group_id integer
staff_account.created_at timestamp with time zone not null default now()
staff_account.disabled_at timestamp with time zone
step_field.platform_id integer
step_field.employer_group_id integer
step_field.tab_name text not null
step_field.field_name text not null
step_field.required boolean not null
step_field.read_only boolean not null
stored_sql.file text not null
stored_sql.hash text not null
us_state.abbrev character(2) not null
us_state.name text not null
wizard_option.list text not null
wizard_option.value text not null
wizard_option.position smallint not null
wizard_option.label text not null
wizard_option_translation.list text not null
wizard_option_translation.value text not null
wizard_option_translation.language text not null
wizard_option_translation.label text not null
zip_place.zip text not null
zip_place.state text not null
zip_place.city text not null

-- Constraints (not null ones are in the columns)
agent agent_agent_code_key: UNIQUE (agent_code)
agent agent_landing_url_key: UNIQUE (landing_url)
agent agent_pkey: PRIMARY KEY (id)
agent agent_public_id_key: UNIQUE (public_id)
agent agent_site_id_fkey: FOREIGN KEY (site_id) REFERENCES site(id)
agent_platform agent_platform_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id) ON DELETE CASCADE
agent_platform agent_platform_pk: PRIMARY KEY (agent_id, platform_id)
agent_platform agent_platform_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
agent_translation agent_translation_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id) ON DELETE CASCADE
agent_translation agent_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
agent_translation agent_translation_pkey: PRIMARY KEY (agent_id, language)
agreement_text agreement_text_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE CASCADE
agreement_text agreement_text_once: UNIQUE NULLS NOT DISTINCT (platform_id, employer_group_id, "position")
agreement_text agreement_text_pkey: PRIMARY KEY (id)
agreement_text agreement_text_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
agreement_text agreement_text_position_check: CHECK ((("position" >= 0) AND ("position" <= 49)))
agreement_text agreement_text_text_body_check: CHECK (((length(text_body) >= 1) AND (length(text_body) <= 8000)))
agreement_text agreement_text_text_head_check: CHECK (((length(text_head) >= 1) AND (length(text_head) <= 200)))
agreement_text agreement_text_text_required_check: CHECK (((length(text_required) >= 1) AND (length(text_required) <= 500)))
agreement_text_translation agreement_text_translation_agreement_text_id_fkey: FOREIGN KEY (agreement_text_id) REFERENCES agreement_text(id) ON DELETE CASCADE
agreement_text_translation agreement_text_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
agreement_text_translation agreement_text_translation_pkey: PRIMARY KEY (agreement_text_id, language)
audit_event audit_event_actor_kind_check: CHECK ((actor_kind = ANY (ARRAY['anonymous'::text, 'storefront'::text, 'rep'::text, 'group_admin'::text])))
audit_event audit_event_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id) ON DELETE SET NULL
audit_event audit_event_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE SET NULL
audit_event audit_event_pkey: PRIMARY KEY (id)
audit_event audit_event_result_check: CHECK ((result = ANY (ARRAY['ok'::text, 'refused'::text])))
audit_event audit_event_staff_account_id_fkey: FOREIGN KEY (staff_account_id) REFERENCES staff_account(id) ON DELETE SET NULL
billing_config billing_config_bill_dates_check: CHECK (((cardinality(bill_dates) > 0) AND (1 <= ALL (bill_dates)) AND (31 >= ALL (bill_dates))))
billing_config billing_config_default_bill_date_check: CHECK (((default_bill_date >= 1) AND (default_bill_date <= 31)))
billing_config billing_config_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE CASCADE
billing_config billing_config_once: UNIQUE NULLS NOT DISTINCT (platform_id, employer_group_id)
billing_config billing_config_payment_methods_check: CHECK (((cardinality(payment_methods) > 0) AND (payment_methods <@ ARRAY['cc'::text, 'eft'::text, 'list'::text, 'elist'::text, 'stmt'::text])))
billing_config billing_config_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
billing_config billing_config_statement_descriptor_check: CHECK (((length(statement_descriptor) >= 1) AND (length(statement_descriptor) <= 22)))
blob blob_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
blob blob_enrollment_id_kind_name_key: UNIQUE (enrollment_id, kind, name)
blob blob_kind_check: CHECK ((kind = ANY (ARRAY['screenshot'::text, 'document'::text, 'signature'::text])))
blob blob_pkey: PRIMARY KEY (id)
blob blob_public_id_key: UNIQUE (public_id)
blob blob_size_check: CHECK ((size >= 0))
carrier carrier_code_key: UNIQUE (code)
carrier carrier_pkey: PRIMARY KEY (id)
cart_line cart_line_benefit_dollars_check: CHECK ((benefit_dollars > 0))
cart_line cart_line_check: CHECK (((fee_cents >= 0) AND (fee_cents <= price_cents)))
cart_line cart_line_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
cart_line cart_line_enrollment_id_plan_id_key: UNIQUE (enrollment_id, plan_id)
cart_line cart_line_membership_line_id_fkey: FOREIGN KEY (membership_line_id) REFERENCES cart_line(id) ON DELETE CASCADE
cart_line cart_line_pkey: PRIMARY KEY (id)
cart_line cart_line_price_cents_check: CHECK ((price_cents >= 0))
catalog_version catalog_version_id_check: CHECK ((id = 1))
catalog_version catalog_version_pkey: PRIMARY KEY (id)
contact_verification contact_verification_channel_check: CHECK ((channel = ANY (ARRAY['email'::text, 'phone'::text])))
contact_verification contact_verification_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
contact_verification contact_verification_pkey: PRIMARY KEY (enrollment_id, channel, contact_mac)
dynamic_tab dynamic_tab_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE CASCADE
dynamic_tab dynamic_tab_once: UNIQUE NULLS NOT DISTINCT (platform_id, employer_group_id, tab_name)
dynamic_tab dynamic_tab_order_once: UNIQUE NULLS NOT DISTINCT (platform_id, employer_group_id, tab_order)
dynamic_tab dynamic_tab_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
dynamic_tab dynamic_tab_tab_name_check: CHECK ((tab_name = ANY (ARRAY['primary_info'::text, 'contact_info'::text, 'employer_info'::text, 'beneficiary_info'::text, 'primary_health_info'::text, 'dependent_info'::text, 'review_info'::text, 'agreement_info'::text, 'billing_info'::text])))
dynamic_tab dynamic_tab_tab_order_check: CHECK (((tab_order >= 0) AND (tab_order <= 10)))
earned_party earned_party_kind_check: CHECK ((kind = ANY (ARRAY['agent'::text, 'group'::text])))
earned_party earned_party_pkey: PRIMARY KEY (session_id, kind, party_id, via)
earned_party earned_party_session_id_fkey: FOREIGN KEY (session_id) REFERENCES session(id) ON DELETE CASCADE
earned_party earned_party_via_check: CHECK ((via = ANY (ARRAY['rep_code'::text, 'group_code'::text, 'landing'::text, 'referral'::text, 'site'::text])))
employer_group employer_group_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id)
employer_group employer_group_group_code_key: UNIQUE (group_code)
employer_group employer_group_landing_url_key: UNIQUE (landing_url)
employer_group employer_group_pkey: PRIMARY KEY (id)
employer_group employer_group_public_id_key: UNIQUE (public_id)
employer_group employer_group_site_id_fkey: FOREIGN KEY (site_id) REFERENCES site(id)
employer_group_translation employer_group_translation_group_id_fkey: FOREIGN KEY (group_id) REFERENCES employer_group(id) ON DELETE CASCADE
employer_group_translation employer_group_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
employer_group_translation employer_group_translation_pkey: PRIMARY KEY (group_id, language)
enrollment enrollment_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id) ON DELETE SET NULL
enrollment enrollment_annual_income_cents_check: CHECK ((annual_income_cents >= 0))
enrollment enrollment_check: CHECK (((filter_submitted_at IS NULL) OR ((zip IS NOT NULL) AND (state IS NOT NULL) AND (birth_date IS NOT NULL) AND (gender IS NOT NULL) AND (tier IS NOT NULL))))
enrollment enrollment_child_count_check: CHECK (((child_count >= 0) AND (child_count <= 9)))
enrollment enrollment_created_by_session_fkey: FOREIGN KEY (created_by_session) REFERENCES session(id) ON DELETE SET NULL
enrollment enrollment_effective_date_check: CHECK ((effective_date ~ '^[0-9]{4}-[0-9]{2}-01$'::text))
enrollment enrollment_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE SET NULL
enrollment enrollment_enroller_agent_id_fkey: FOREIGN KEY (enroller_agent_id) REFERENCES agent(id) ON DELETE SET NULL
enrollment enrollment_enrollment_type_check: CHECK ((enrollment_type = ANY (ARRAY['new-user'::text, 'existing-user'::text])))
enrollment enrollment_eprocess_check: CHECK ((eprocess = ANY (ARRAY['rep'::text, 'applicant'::text, 'group'::text])))
enrollment enrollment_gender_check: CHECK ((gender = ANY (ARRAY[0, 1])))
enrollment enrollment_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE SET NULL
enrollment enrollment_open_type_check: CHECK ((open_type = ANY (ARRAY['agent'::text, 'group'::text, 'user'::text])))
enrollment enrollment_pkey: PRIMARY KEY (id)
enrollment enrollment_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE SET NULL
enrollment enrollment_public_id_key: UNIQUE (public_id)
enrollment enrollment_referral_id_fkey: FOREIGN KEY (referral_id) REFERENCES referral(id) ON DELETE SET NULL
enrollment enrollment_state_check: CHECK ((state ~ '^[A-Z]{2}$'::text))
enrollment enrollment_tier_check: CHECK ((tier = ANY (ARRAY['IO'::text, 'IS'::text, 'IC'::text, 'IF'::text])))
enrollment enrollment_tobacco_check: CHECK ((tobacco = ANY (ARRAY['unknown'::text, 'yes'::text, 'no'::text])))
enrollment enrollment_weekly_hours_check: CHECK (((weekly_hours >= 0) AND (weekly_hours <= 168)))
enrollment enrollment_zip_check: CHECK ((zip ~ '^[0-9]{5}$'::text))
enrollment_access enrollment_access_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
enrollment_access enrollment_access_pk: PRIMARY KEY (session_id, enrollment_id)
enrollment_access enrollment_access_session_id_fkey: FOREIGN KEY (session_id) REFERENCES session(id) ON DELETE CASCADE
enrollment_access enrollment_access_via_check: CHECK ((via = ANY (ARRAY['created'::text, 'resumed'::text, 'link'::text, 'book'::text])))
enrollment_handoff enrollment_handoff_channel_check: CHECK ((channel = ANY (ARRAY['email'::text, 'text'::text])))
enrollment_handoff enrollment_handoff_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
enrollment_handoff enrollment_handoff_pkey: PRIMARY KEY (id)
enrollment_handoff enrollment_handoff_resume_link_id_fkey: FOREIGN KEY (resume_link_id) REFERENCES resume_link(id) ON DELETE SET NULL
enrollment_handoff enrollment_handoff_sent_by_fkey: FOREIGN KEY (sent_by) REFERENCES staff_account(id)
enrollment_step enrollment_step_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
enrollment_step enrollment_step_pkey: PRIMARY KEY (enrollment_id, tab_name)
enrollment_step enrollment_step_state_check: CHECK ((state = ANY (ARRAY['draft'::text, 'saved'::text, 'verified'::text, 'signed'::text, 'skipped'::text])))
enrollment_step enrollment_step_tab_name_check: CHECK ((tab_name = ANY (ARRAY['primary_info'::text, 'contact_info'::text, 'employer_info'::text, 'beneficiary_info'::text, 'primary_health_info'::text, 'dependent_info'::text, 'review_info'::text, 'agreement_info'::text, 'billing_info'::text])))
guess_counter guess_counter_pkey: PRIMARY KEY (kind, subject)
health_answer health_answer_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
health_answer health_answer_pkey: PRIMARY KEY (enrollment_id, question_id)
health_question health_question_kind_check: CHECK ((kind = ANY (ARRAY['condition'::text, 'medication'::text])))
health_question health_question_pkey: PRIMARY KEY (question_id)
health_question health_question_question_id_check: CHECK ((question_id ~ '^\d{1,10}$'::text))
health_question_set health_question_set_audience_check: CHECK ((audience = ANY (ARRAY['primary'::text, 'dependent'::text])))
health_question_set health_question_set_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE CASCADE
health_question_set health_question_set_once: UNIQUE NULLS NOT DISTINCT (platform_id, employer_group_id, audience, question_id)
health_question_set health_question_set_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
health_question_set health_question_set_question_id_fkey: FOREIGN KEY (question_id) REFERENCES health_question(question_id) ON DELETE CASCADE
health_question_translation health_question_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
health_question_translation health_question_translation_pkey: PRIMARY KEY (question_id, language)
health_question_translation health_question_translation_question_id_fkey: FOREIGN KEY (question_id) REFERENCES health_question(question_id) ON DELETE CASCADE
job job_pkey: PRIMARY KEY (id)
job job_schedule_key_key: UNIQUE (schedule_key)
member member_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id) ON DELETE SET NULL
member member_birth_date_check: CHECK ((birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text))
member member_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE SET NULL
member member_gender_check: CHECK ((gender = ANY (ARRAY[0, 1, 2])))
member member_pkey: PRIMARY KEY (id)
member member_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE SET NULL
member member_public_id_key: UNIQUE (public_id)
member member_ssn_last4_check: CHECK ((ssn_last4 ~ '^[0-9]{4}$'::text))
member member_state_check: CHECK ((state ~ '^[A-Z]{2}$'::text))
member member_tobacco_check: CHECK ((tobacco = ANY (ARRAY['unknown'::text, 'yes'::text, 'no'::text])))
member member_zip_check: CHECK ((zip ~ '^[0-9]{5}$'::text))
member_bank member_bank_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE CASCADE
member_bank member_bank_pkey: PRIMARY KEY (id)
member_bank member_bank_public_id_key: UNIQUE (public_id)
member_beneficiary member_beneficiary_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE CASCADE
member_beneficiary member_beneficiary_pkey: PRIMARY KEY (member_id)
member_card member_card_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE SET NULL
member_card member_card_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE CASCADE
member_card member_card_pkey: PRIMARY KEY (id)
member_card member_card_public_id_key: UNIQUE (public_id)
member_dependent member_dependent_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE CASCADE
member_dependent member_dependent_pkey: PRIMARY KEY (member_id)
member_health member_health_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE CASCADE
member_health member_health_pkey: PRIMARY KEY (member_id)
member_plan member_plan_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE CASCADE
member_plan member_plan_pkey: PRIMARY KEY (member_id, plan_id)
otp_code otp_code_channel_check: CHECK ((channel = ANY (ARRAY['email'::text, 'phone'::text])))
otp_code otp_code_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
otp_code otp_code_pkey: PRIMARY KEY (id)
otp_code otp_code_public_id_key: UNIQUE (public_id)
outbox_message outbox_message_channel_check: CHECK ((channel = ANY (ARRAY['email'::text, 'text'::text])))
outbox_message outbox_message_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE SET NULL
outbox_message outbox_message_language_check: CHECK ((language = ANY (ARRAY['en'::text, 'es'::text])))
outbox_message outbox_message_pkey: PRIMARY KEY (id)
outbox_message outbox_message_public_id_key: UNIQUE (public_id)
outbox_message outbox_message_sent_whole: CHECK (((sent_at IS NULL) = (transport IS NULL)))
outbox_message outbox_message_transport_check: CHECK ((transport = ANY (ARRAY['smtp'::text, 'mailbox'::text, 'sms'::text])))
plan plan_blackout_from_check: CHECK ((blackout_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text))
plan plan_blackout_to_check: CHECK ((blackout_to ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text))
plan plan_blackout_whole: CHECK (((blackout_from IS NULL) = (blackout_to IS NULL)))
plan plan_carrier_id_fkey: FOREIGN KEY (carrier_id) REFERENCES carrier(id)
plan plan_category_check: CHECK ((category = ANY (ARRAY['dental'::text, 'vision'::text, 'medical'::text, 'limitedmed'::text, 'term_life'::text, 'supplemental'::text, 'lifestyle'::text, 'rx'::text, 'di'::text, 'critical'::text, 'accident'::text, 'hospital'::text, 'bundles'::text, 'guaranteed'::text, 'hsa'::text, 'pet'::text])))
plan plan_check: CHECK (((issue_min_age IS NULL) = (issue_max_age IS NULL)))
plan plan_check1: CHECK (((spouse_min_age IS NULL) = (spouse_max_age IS NULL)))
plan plan_check2: CHECK (((child_min_age IS NULL) = (child_max_age IS NULL)))
plan plan_membership_plan_id_fkey: FOREIGN KEY (membership_plan_id) REFERENCES plan(public_id) ON DELETE SET NULL
plan plan_min_annual_income_cents_check: CHECK ((min_annual_income_cents >= 0))
plan plan_min_weekly_hours_check: CHECK (((min_weekly_hours >= 0) AND (min_weekly_hours <= 168)))
plan plan_pkey: PRIMARY KEY (id)
plan plan_public_id_check: CHECK ((public_id ~ '^[A-Za-z0-9-]{1,12}$'::text))
plan plan_public_id_key: UNIQUE (public_id)
plan plan_replaced_by_fkey: FOREIGN KEY (replaced_by) REFERENCES plan(public_id) ON DELETE SET NULL
plan plan_start_months_check: CHECK ((start_months <@ ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))
plan plan_tiers_check: CHECK ((tiers <@ ARRAY['IO'::text, 'IS'::text, 'IC'::text, 'IF'::text]))
plan_decline plan_decline_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
plan_decline plan_decline_pkey: PRIMARY KEY (enrollment_id, plan_id)
plan_description plan_description_pkey: PRIMARY KEY (plan_id)
plan_description plan_description_plan_id_fkey: FOREIGN KEY (plan_id) REFERENCES plan(id) ON DELETE CASCADE
plan_question plan_question_declining_answer_check: CHECK ((declining_answer = ANY (ARRAY[0, 1])))
plan_question plan_question_pkey: PRIMARY KEY (id)
plan_question plan_question_plan_id_fkey: FOREIGN KEY (plan_id) REFERENCES plan(id) ON DELETE CASCADE
plan_question plan_question_plan_id_question_id_key: UNIQUE (plan_id, question_id)
plan_question plan_question_sub_type_check: CHECK ((sub_type = ANY (ARRAY['text_field'::text, 'checkbox'::text, 'detail'::text])))
plan_question_option plan_question_option_pkey: PRIMARY KEY (question_id, option_id)
plan_question_option plan_question_option_question_id_fkey: FOREIGN KEY (question_id) REFERENCES plan_question(id) ON DELETE CASCADE
plan_question_option_translation plan_question_option_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
plan_question_option_translation plan_question_option_translation_pkey: PRIMARY KEY (question_id, option_id, language)
plan_question_option_translation plan_question_option_translation_question_id_option_id_fkey: FOREIGN KEY (question_id, option_id) REFERENCES plan_question_option(question_id, option_id) ON DELETE CASCADE
plan_question_translation plan_question_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
plan_question_translation plan_question_translation_pkey: PRIMARY KEY (question_id, language)
plan_question_translation plan_question_translation_question_id_fkey: FOREIGN KEY (question_id) REFERENCES plan_question(id) ON DELETE CASCADE
plan_translation plan_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
plan_translation plan_translation_pkey: PRIMARY KEY (plan_id, language)
plan_translation plan_translation_plan_id_fkey: FOREIGN KEY (plan_id) REFERENCES plan(id) ON DELETE CASCADE
platform platform_earliest_effective_date_check: CHECK ((earliest_effective_date ~ '^[0-9]{4}-[0-9]{2}-01$'::text))
platform platform_effective_cutoff_day_check: CHECK (((effective_cutoff_day >= 1) AND (effective_cutoff_day <= 28)))
platform platform_pkey: PRIMARY KEY (id)
platform platform_platform_code_key: UNIQUE (platform_code)
platform platform_platform_type_check: CHECK ((platform_type = ANY (ARRAY['standard'::text, 'rep-quote'::text])))
platform platform_public_id_key: UNIQUE (public_id)
platform_translation platform_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
platform_translation platform_translation_pkey: PRIMARY KEY (platform_id, language)
platform_translation platform_translation_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
policy policy_effective_date_check: CHECK ((effective_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text))
policy policy_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE RESTRICT
policy policy_enrollment_id_key: UNIQUE (enrollment_id)
policy policy_first_month_cents_check: CHECK ((first_month_cents >= 0))
policy policy_language_check: CHECK ((language = ANY (ARRAY['en'::text, 'es'::text])))
policy policy_member_id_fkey: FOREIGN KEY (member_id) REFERENCES member(id) ON DELETE RESTRICT
policy policy_pkey: PRIMARY KEY (id)
policy policy_public_id_check: CHECK ((public_id ~ '^BS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$'::text))
policy policy_public_id_key: UNIQUE (public_id)
policy policy_recurring_cents_check: CHECK ((recurring_cents >= 0))
policy_plan policy_plan_check: CHECK (((fee_cents >= 0) AND (fee_cents <= price_cents)))
policy_plan policy_plan_pkey: PRIMARY KEY (policy_id, plan_id)
policy_plan policy_plan_policy_id_fkey: FOREIGN KEY (policy_id) REFERENCES policy(id) ON DELETE CASCADE
policy_plan policy_plan_price_cents_check: CHECK ((price_cents >= 0))
policy_step policy_step_pkey: PRIMARY KEY (policy_id, tab_name)
policy_step policy_step_policy_id_fkey: FOREIGN KEY (policy_id) REFERENCES policy(id) ON DELETE CASCADE
quote quote_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
quote quote_language_check: CHECK ((language = ANY (ARRAY['en'::text, 'es'::text])))
quote quote_pkey: PRIMARY KEY (id)
quote quote_public_id_key: UNIQUE (public_id)
quote quote_sender_staff_account_id_fkey: FOREIGN KEY (sender_staff_account_id) REFERENCES staff_account(id) ON DELETE SET NULL
quote quote_status_check: CHECK ((status = ANY (ARRAY['sent'::text, 'seen'::text, 'accepted'::text, 'declined'::text])))
rate_limit_counter rate_limit_counter_pkey: PRIMARY KEY (key)
referral referral_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id)
referral referral_group_id_fkey: FOREIGN KEY (group_id) REFERENCES employer_group(id)
referral referral_pkey: PRIMARY KEY (id)
referral referral_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id)
referral referral_public_id_key: UNIQUE (public_id)
related_plan related_plan_check: CHECK ((plan_id <> related_plan_id))
related_plan related_plan_pkey: PRIMARY KEY (plan_id, related_plan_id)
related_plan related_plan_plan_id_fkey: FOREIGN KEY (plan_id) REFERENCES plan(id) ON DELETE CASCADE
related_plan related_plan_related_plan_id_fkey: FOREIGN KEY (related_plan_id) REFERENCES plan(id) ON DELETE CASCADE
resume_code resume_code_code_hash_key: UNIQUE (code_hash)
resume_code resume_code_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
resume_code resume_code_pkey: PRIMARY KEY (id)
resume_link resume_link_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
resume_link resume_link_kind_check: CHECK ((kind = ANY (ARRAY['direct-continue'::text, 'save-cart'::text, 'group-census'::text, 'pqs'::text])))
resume_link resume_link_pkey: PRIMARY KEY (id)
resume_link resume_link_quote_id_fkey: FOREIGN KEY (quote_id) REFERENCES quote(id) ON DELETE CASCADE
resume_link resume_link_token_hash_key: UNIQUE (token_hash)
routing_bank routing_bank_bank_name_check: CHECK (((length(bank_name) >= 1) AND (length(bank_name) <= 100)))
routing_bank routing_bank_pkey: PRIMARY KEY (routing_number)
routing_bank routing_bank_routing_number_check: CHECK ((routing_number ~ '^[0-9]{9}$'::text))
routing_bank routing_bank_source_check: CHECK ((source = ANY (ARRAY['published'::text, 'fedach'::text])))
sealed_format_retired sealed_format_retired_format_check: CHECK ((format = 'v1'::text))
sealed_format_retired sealed_format_retired_pkey: PRIMARY KEY (format)
session session_check: CHECK (((kind = 'staff'::text) = (staff_account_id IS NOT NULL)))
session session_kind_check: CHECK ((kind = ANY (ARRAY['storefront'::text, 'staff'::text])))
session session_pkey: PRIMARY KEY (id)
session session_staff_account_id_fkey: FOREIGN KEY (staff_account_id) REFERENCES staff_account(id) ON DELETE CASCADE
site site_domain_key: UNIQUE (domain)
site site_group_id_fkey: FOREIGN KEY (group_id) REFERENCES employer_group(id) ON DELETE SET NULL
site site_pkey: PRIMARY KEY (id)
site site_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE SET NULL
site site_public_id_key: UNIQUE (public_id)
site site_site_key_key: UNIQUE (site_key)
site_link site_link_key_check: CHECK ((key ~ '^[a-z_]{1,40}$'::text))
site_link site_link_pkey: PRIMARY KEY (site_id, key)
site_link site_link_site_id_fkey: FOREIGN KEY (site_id) REFERENCES site(id) ON DELETE CASCADE
site_link site_link_url_check: CHECK ((url ~ '^(https://|mailto:)'::text))
site_platform site_platform_pkey: PRIMARY KEY (site_id, platform_id)
site_platform site_platform_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
site_platform site_platform_site_id_fkey: FOREIGN KEY (site_id) REFERENCES site(id) ON DELETE CASCADE
site_translation site_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
site_translation site_translation_pkey: PRIMARY KEY (site_id, language)
site_translation site_translation_site_id_fkey: FOREIGN KEY (site_id) REFERENCES site(id) ON DELETE CASCADE
special_carrier_answer special_carrier_answer_enrollment_id_fkey: FOREIGN KEY (enrollment_id) REFERENCES enrollment(id) ON DELETE CASCADE
special_carrier_answer special_carrier_answer_pkey: PRIMARY KEY (enrollment_id, question_id)
special_carrier_question special_carrier_question_pkey: PRIMARY KEY (plan_id, qid)
special_carrier_question special_carrier_question_plan_id_fkey: FOREIGN KEY (plan_id) REFERENCES plan(id) ON DELETE CASCADE
special_carrier_question special_carrier_question_true_condition_check: CHECK ((true_condition = ANY (ARRAY[0, 1])))
special_carrier_question_translation special_carrier_question_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
special_carrier_question_translation special_carrier_question_translation_pkey: PRIMARY KEY (plan_id, qid, language)
special_carrier_question_translation special_carrier_question_translation_plan_id_qid_fkey: FOREIGN KEY (plan_id, qid) REFERENCES special_carrier_question(plan_id, qid) ON DELETE CASCADE
staff_account staff_account_agent_id_fkey: FOREIGN KEY (agent_id) REFERENCES agent(id) ON DELETE CASCADE
staff_account staff_account_check: CHECK (((role = 'rep'::text) = (agent_id IS NOT NULL)))
staff_account staff_account_check1: CHECK (((role = 'group_admin'::text) = (employer_group_id IS NOT NULL)))
staff_account staff_account_email_key: UNIQUE (email)
staff_account staff_account_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE CASCADE
staff_account staff_account_pkey: PRIMARY KEY (id)
staff_account staff_account_public_id_key: UNIQUE (public_id)
staff_account staff_account_role_check: CHECK ((role = ANY (ARRAY['rep'::text, 'group_admin'::text])))
step_field step_field_employer_group_id_fkey: FOREIGN KEY (employer_group_id) REFERENCES employer_group(id) ON DELETE CASCADE
step_field step_field_once: UNIQUE NULLS NOT DISTINCT (platform_id, employer_group_id, tab_name, field_name)
step_field step_field_platform_id_fkey: FOREIGN KEY (platform_id) REFERENCES platform(id) ON DELETE CASCADE
step_field step_field_tab_name_check: CHECK ((tab_name = ANY (ARRAY['primary_info'::text, 'contact_info'::text, 'employer_info'::text, 'beneficiary_info'::text, 'primary_health_info'::text, 'dependent_info'::text, 'review_info'::text, 'agreement_info'::text, 'billing_info'::text])))
stored_sql stored_sql_pkey: PRIMARY KEY (file)
us_state us_state_pkey: PRIMARY KEY (abbrev)
wizard_option wizard_option_pkey: PRIMARY KEY (list, value)
wizard_option_translation wizard_option_translation_language_check: CHECK (((language ~ '^[a-z]{2}$'::text) AND (language <> 'en'::text)))
wizard_option_translation wizard_option_translation_list_value_fkey: FOREIGN KEY (list, value) REFERENCES wizard_option(list, value) ON DELETE CASCADE
wizard_option_translation wizard_option_translation_pkey: PRIMARY KEY (list, value, language)
zip_place zip_place_pkey: PRIMARY KEY (zip)
zip_place zip_place_state_check: CHECK ((state ~ '^[A-Z]{2}$'::text))
zip_place zip_place_zip_check: CHECK ((zip ~ '^[0-9]{5}$'::text))

-- Indexes
CREATE UNIQUE INDEX agent_agent_code_key ON agent USING btree (agent_code)
CREATE UNIQUE INDEX agent_landing_url_key ON agent USING btree (landing_url)
CREATE UNIQUE INDEX agent_pkey ON agent USING btree (id)
CREATE UNIQUE INDEX agent_public_id_key ON agent USING btree (public_id)
CREATE UNIQUE INDEX agent_platform_pk ON agent_platform USING btree (agent_id, platform_id)
CREATE UNIQUE INDEX agent_translation_pkey ON agent_translation USING btree (agent_id, language)
CREATE UNIQUE INDEX agreement_text_once ON agreement_text USING btree (platform_id, employer_group_id, "position") NULLS NOT DISTINCT
CREATE UNIQUE INDEX agreement_text_pkey ON agreement_text USING btree (id)
CREATE UNIQUE INDEX agreement_text_translation_pkey ON agreement_text_translation USING btree (agreement_text_id, language)
CREATE INDEX audit_event_by_group ON audit_event USING btree (employer_group_id, at)
CREATE INDEX audit_event_by_staff ON audit_event USING btree (staff_account_id, at)
CREATE UNIQUE INDEX audit_event_pkey ON audit_event USING btree (id)
CREATE UNIQUE INDEX billing_config_once ON billing_config USING btree (platform_id, employer_group_id) NULLS NOT DISTINCT
CREATE UNIQUE INDEX blob_enrollment_id_kind_name_key ON blob USING btree (enrollment_id, kind, name)
CREATE UNIQUE INDEX blob_pkey ON blob USING btree (id)
CREATE UNIQUE INDEX blob_public_id_key ON blob USING btree (public_id)
CREATE UNIQUE INDEX carrier_code_key ON carrier USING btree (code)
CREATE UNIQUE INDEX carrier_pkey ON carrier USING btree (id)
CREATE UNIQUE INDEX cart_line_enrollment_id_plan_id_key ON cart_line USING btree (enrollment_id, plan_id)
CREATE INDEX cart_line_membership_idx ON cart_line USING btree (membership_line_id)
CREATE UNIQUE INDEX cart_line_pkey ON cart_line USING btree (id)
CREATE UNIQUE INDEX catalog_version_pkey ON catalog_version USING btree (id)
CREATE UNIQUE INDEX contact_verification_pkey ON contact_verification USING btree (enrollment_id, channel, contact_mac)
CREATE UNIQUE INDEX dynamic_tab_once ON dynamic_tab USING btree (platform_id, employer_group_id, tab_name) NULLS NOT DISTINCT
CREATE UNIQUE INDEX dynamic_tab_order_once ON dynamic_tab USING btree (platform_id, employer_group_id, tab_order) NULLS NOT DISTINCT
CREATE UNIQUE INDEX earned_party_pkey ON earned_party USING btree (session_id, kind, party_id, via)
CREATE UNIQUE INDEX employer_group_group_code_key ON employer_group USING btree (group_code)
CREATE UNIQUE INDEX employer_group_landing_url_key ON employer_group USING btree (landing_url)
CREATE UNIQUE INDEX employer_group_pkey ON employer_group USING btree (id)
CREATE UNIQUE INDEX employer_group_public_id_key ON employer_group USING btree (public_id)
CREATE UNIQUE INDEX employer_group_translation_pkey ON employer_group_translation USING btree (group_id, language)
CREATE UNIQUE INDEX enrollment_pkey ON enrollment USING btree (id)
CREATE UNIQUE INDEX enrollment_public_id_key ON enrollment USING btree (public_id)
CREATE UNIQUE INDEX enrollment_access_pk ON enrollment_access USING btree (session_id, enrollment_id)
CREATE INDEX enrollment_handoff_enrollment_idx ON enrollment_handoff USING btree (enrollment_id, sent_at DESC)
CREATE INDEX enrollment_handoff_link_idx ON enrollment_handoff USING btree (resume_link_id)
CREATE UNIQUE INDEX enrollment_handoff_pkey ON enrollment_handoff USING btree (id)
CREATE UNIQUE INDEX enrollment_step_pkey ON enrollment_step USING btree (enrollment_id, tab_name)
CREATE UNIQUE INDEX guess_counter_pkey ON guess_counter USING btree (kind, subject)
CREATE INDEX guess_counter_window_end ON guess_counter USING btree (window_ends_at)
CREATE UNIQUE INDEX health_answer_pkey ON health_answer USING btree (enrollment_id, question_id)
CREATE UNIQUE INDEX health_question_pkey ON health_question USING btree (question_id)
CREATE UNIQUE INDEX health_question_set_once ON health_question_set USING btree (platform_id, employer_group_id, audience, question_id) NULLS NOT DISTINCT
CREATE UNIQUE INDEX health_question_translation_pkey ON health_question_translation USING btree (question_id, language)
CREATE INDEX job_due ON job USING btree (run_at) WHERE (failed_at IS NULL)
CREATE UNIQUE INDEX job_pkey ON job USING btree (id)
CREATE UNIQUE INDEX job_schedule_key_key ON job USING btree (schedule_key)
CREATE INDEX member_agent_idx ON member USING btree (agent_id)
CREATE INDEX member_group_idx ON member USING btree (employer_group_id)
CREATE INDEX member_phone_mac ON member USING btree (phone_mac)
CREATE UNIQUE INDEX member_pkey ON member USING btree (id)
CREATE UNIQUE INDEX member_public_id_key ON member USING btree (public_id)
CREATE INDEX member_bank_member_idx ON member_bank USING btree (member_id)
CREATE UNIQUE INDEX member_bank_pkey ON member_bank USING btree (id)
CREATE UNIQUE INDEX member_bank_public_id_key ON member_bank USING btree (public_id)
CREATE UNIQUE INDEX member_beneficiary_pkey ON member_beneficiary USING btree (member_id)
CREATE INDEX member_card_enrollment_idx ON member_card USING btree (enrollment_id) WHERE (member_id IS NULL)
CREATE INDEX member_card_member_idx ON member_card USING btree (member_id)
CREATE UNIQUE INDEX member_card_pkey ON member_card USING btree (id)
CREATE UNIQUE INDEX member_card_public_id_key ON member_card USING btree (public_id)
CREATE INDEX member_card_used_idx ON member_card USING btree (used_at) WHERE (sealed_data IS NOT NULL)
CREATE UNIQUE INDEX member_dependent_pkey ON member_dependent USING btree (member_id)
CREATE UNIQUE INDEX member_health_pkey ON member_health USING btree (member_id)
CREATE UNIQUE INDEX member_plan_pkey ON member_plan USING btree (member_id, plan_id)
CREATE INDEX otp_code_enrollment_idx ON otp_code USING btree (enrollment_id, channel)
CREATE INDEX otp_code_expires_idx ON otp_code USING btree (expires_at)
CREATE UNIQUE INDEX otp_code_pkey ON otp_code USING btree (id)
CREATE UNIQUE INDEX otp_code_public_id_key ON otp_code USING btree (public_id)
CREATE INDEX outbox_message_mailbox ON outbox_message USING btree (created_at) WHERE (transport = 'mailbox'::text)
CREATE UNIQUE INDEX outbox_message_pkey ON outbox_message USING btree (id)
CREATE UNIQUE INDEX outbox_message_public_id_key ON outbox_message USING btree (public_id)
CREATE UNIQUE INDEX plan_pkey ON plan USING btree (id)
CREATE UNIQUE INDEX plan_public_id_key ON plan USING btree (public_id)
CREATE UNIQUE INDEX plan_decline_pkey ON plan_decline USING btree (enrollment_id, plan_id)
CREATE UNIQUE INDEX plan_description_pkey ON plan_description USING btree (plan_id)
CREATE UNIQUE INDEX plan_question_pkey ON plan_question USING btree (id)
CREATE UNIQUE INDEX plan_question_plan_id_question_id_key ON plan_question USING btree (plan_id, question_id)
CREATE UNIQUE INDEX plan_question_option_pkey ON plan_question_option USING btree (question_id, option_id)
CREATE UNIQUE INDEX plan_question_option_translation_pkey ON plan_question_option_translation USING btree (question_id, option_id, language)
CREATE UNIQUE INDEX plan_question_translation_pkey ON plan_question_translation USING btree (question_id, language)
CREATE UNIQUE INDEX plan_translation_pkey ON plan_translation USING btree (plan_id, language)
CREATE UNIQUE INDEX platform_pkey ON platform USING btree (id)
CREATE UNIQUE INDEX platform_platform_code_key ON platform USING btree (platform_code)
CREATE UNIQUE INDEX platform_public_id_key ON platform USING btree (public_id)
CREATE UNIQUE INDEX platform_translation_pkey ON platform_translation USING btree (platform_id, language)
CREATE UNIQUE INDEX policy_enrollment_id_key ON policy USING btree (enrollment_id)
CREATE INDEX policy_member_idx ON policy USING btree (member_id)
CREATE UNIQUE INDEX policy_pkey ON policy USING btree (id)
CREATE UNIQUE INDEX policy_public_id_key ON policy USING btree (public_id)
CREATE UNIQUE INDEX policy_plan_pkey ON policy_plan USING btree (policy_id, plan_id)
CREATE UNIQUE INDEX policy_step_pkey ON policy_step USING btree (policy_id, tab_name)
CREATE INDEX quote_enrollment_idx ON quote USING btree (enrollment_id, sent_at DESC)
CREATE UNIQUE INDEX quote_pkey ON quote USING btree (id)
CREATE UNIQUE INDEX quote_public_id_key ON quote USING btree (public_id)
CREATE UNIQUE INDEX rate_limit_counter_pkey ON rate_limit_counter USING btree (key)
CREATE INDEX rate_limit_counter_window_end ON rate_limit_counter USING btree (window_ends_at)
CREATE UNIQUE INDEX referral_pkey ON referral USING btree (id)
CREATE UNIQUE INDEX referral_public_id_key ON referral USING btree (public_id)
CREATE UNIQUE INDEX related_plan_pkey ON related_plan USING btree (plan_id, related_plan_id)
CREATE UNIQUE INDEX resume_code_code_hash_key ON resume_code USING btree (code_hash)
CREATE INDEX resume_code_enrollment_idx ON resume_code USING btree (enrollment_id)
CREATE INDEX resume_code_expires_idx ON resume_code USING btree (expires_at)
CREATE UNIQUE INDEX resume_code_pkey ON resume_code USING btree (id)
CREATE INDEX resume_link_enrollment_idx ON resume_link USING btree (enrollment_id)
CREATE INDEX resume_link_expires_idx ON resume_link USING btree (expires_at)
CREATE UNIQUE INDEX resume_link_pkey ON resume_link USING btree (id)
CREATE UNIQUE INDEX resume_link_token_hash_key ON resume_link USING btree (token_hash)
CREATE UNIQUE INDEX routing_bank_pkey ON routing_bank USING btree (routing_number)
CREATE UNIQUE INDEX sealed_format_retired_pkey ON sealed_format_retired USING btree (format)
CREATE UNIQUE INDEX session_pkey ON session USING btree (id)
CREATE UNIQUE INDEX site_domain_key ON site USING btree (domain)
CREATE UNIQUE INDEX site_one_default ON site USING btree (is_default) WHERE is_default
CREATE UNIQUE INDEX site_pkey ON site USING btree (id)
CREATE UNIQUE INDEX site_public_id_key ON site USING btree (public_id)
CREATE UNIQUE INDEX site_site_key_key ON site USING btree (site_key)
CREATE UNIQUE INDEX site_link_pkey ON site_link USING btree (site_id, key)
CREATE UNIQUE INDEX site_platform_pkey ON site_platform USING btree (site_id, platform_id)
CREATE UNIQUE INDEX site_translation_pkey ON site_translation USING btree (site_id, language)
CREATE UNIQUE INDEX special_carrier_answer_pkey ON special_carrier_answer USING btree (enrollment_id, question_id)
CREATE UNIQUE INDEX special_carrier_question_pkey ON special_carrier_question USING btree (plan_id, qid)
CREATE UNIQUE INDEX special_carrier_question_translation_pkey ON special_carrier_question_translation USING btree (plan_id, qid, language)
CREATE UNIQUE INDEX staff_account_email_key ON staff_account USING btree (email)
CREATE UNIQUE INDEX staff_account_pkey ON staff_account USING btree (id)
CREATE UNIQUE INDEX staff_account_public_id_key ON staff_account USING btree (public_id)
CREATE UNIQUE INDEX step_field_once ON step_field USING btree (platform_id, employer_group_id, tab_name, field_name) NULLS NOT DISTINCT
CREATE UNIQUE INDEX stored_sql_pkey ON stored_sql USING btree (file)
CREATE UNIQUE INDEX us_state_pkey ON us_state USING btree (abbrev)
CREATE UNIQUE INDEX wizard_option_pkey ON wizard_option USING btree (list, value)
CREATE UNIQUE INDEX wizard_option_translation_pkey ON wizard_option_translation USING btree (list, value, language)
CREATE UNIQUE INDEX zip_place_pkey ON zip_place USING btree (zip)

-- Triggers
CREATE TRIGGER audit_event_append_only BEFORE DELETE OR UPDATE ON audit_event FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()
CREATE TRIGGER audit_event_never_truncated BEFORE TRUNCATE ON audit_event FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only()
CREATE TRIGGER carrier_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON carrier FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER cart_line_clears_signature AFTER INSERT OR DELETE OR UPDATE ON cart_line FOR EACH ROW EXECUTE FUNCTION cart_line_clears_signature()
CREATE TRIGGER cart_line_revises_enrollment AFTER INSERT OR DELETE OR UPDATE ON cart_line FOR EACH ROW EXECUTE FUNCTION enrollment_part_changed()
CREATE TRIGGER enrollment_clears_signature AFTER UPDATE ON enrollment FOR EACH ROW EXECUTE FUNCTION enrollment_clears_signature()
CREATE TRIGGER enrollment_revised BEFORE UPDATE ON enrollment FOR EACH ROW EXECUTE FUNCTION enrollment_revised()
CREATE TRIGGER health_answer_revises_enrollment AFTER INSERT OR DELETE OR UPDATE ON health_answer FOR EACH ROW EXECUTE FUNCTION enrollment_part_changed()
CREATE TRIGGER plan_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER plan_decline_revises_enrollment AFTER INSERT OR DELETE OR UPDATE ON plan_decline FOR EACH ROW EXECUTE FUNCTION enrollment_part_changed()
CREATE TRIGGER plan_description_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan_description FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER plan_question_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan_question FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER plan_question_option_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan_question_option FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER plan_question_option_translation_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan_question_option_translation FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER plan_question_translation_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan_question_translation FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER plan_translation_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON plan_translation FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER related_plan_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON related_plan FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER site_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON site FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER site_translation_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON site_translation FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER special_carrier_question_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON special_carrier_question FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER special_carrier_question_translation_bumps_catalog_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON special_carrier_question_translation FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()
CREATE TRIGGER staff_account_never_deleted BEFORE DELETE ON staff_account FOR EACH ROW EXECUTE FUNCTION staff_account_never_deleted()
CREATE TRIGGER staff_account_never_truncated BEFORE TRUNCATE ON staff_account FOR EACH STATEMENT EXECUTE FUNCTION staff_account_never_deleted()

-- Functions (their text: the files of src/stored-sql.ts)
audit_event_append_only() returns trigger language plpgsql
bump_catalog_version() returns trigger language plpgsql
cart_line_clears_signature() returns trigger language plpgsql
enrollment_clears_signature() returns trigger language plpgsql
enrollment_part_changed() returns trigger language plpgsql
enrollment_revised() returns trigger language plpgsql
may_touch_enrollment(for_session text, for_enrollment integer) returns SETOF enrollment_access language sql
put_enrollment_step(for_enrollment integer, for_tab text, new_state text, new_data jsonb, new_sealed_data text, at_time timestamp with time zone) returns void language plpgsql
put_enrollment_step_if(for_enrollment integer, read_version text, read_step_version text, for_tab text, new_state text, new_data jsonb, new_sealed_data text, at_time timestamp with time zone, lock_row boolean) returns boolean language plpgsql
session_with_access(for_session text, at_time timestamp with time zone, for_enrollment text) returns TABLE(id text, kind text, last_seen_at timestamp with time zone, expires_at timestamp with time zone, signed_in_at timestamp with time zone, staff_account_id integer, enrollment_id integer, enrollment_public_id text, revision bigint, catalog_stamp text) language sql
session_with_enrollment(for_session text, at_time timestamp with time zone, for_enrollment text) returns TABLE(id text, kind text, last_seen_at timestamp with time zone, expires_at timestamp with time zone, signed_in_at timestamp with time zone, staff_account_id integer, enrollment_id integer, enrollment_public_id text, zip text, state text, birth_date text, tier text, tobacco text, annual_income_cents bigint, weekly_hours integer, spouse_birth_date text, child_count integer, platform_public_id text, catalog_stamp text, cart_plan_ids text[], cart_pricing_ids text[], effective_date text, answered_question_ids text[], declined_plan_ids text[]) language sql
signature_cleared(for_enrollment integer) returns void language sql
staff_account_never_deleted() returns trigger language plpgsql
step_context(for_enrollment integer, for_tab text) returns TABLE(field_rows jsonb, state text, data jsonb, sealed_data text, birth_date text, gender smallint) language sql
step_field_rows(for_tab text, for_platform integer, for_group integer) returns SETOF jsonb language sql
step_save_context(for_session text, at_time timestamp with time zone, for_enrollment text, for_tab text) returns json language plpgsql
