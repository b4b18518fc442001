-- A storefront call naming an enrollment, in one statement: the live session and, when it may touch
-- the enrollment, the enrollment's snapshot (household, portal, catalog stamp, cart, answered
-- questions, declined plans); null columns when it may not. Plain SQL, inlined into the prepared
-- statement calling it (decision 0032).
create or replace function session_with_enrollment(for_session text, at_time timestamptz, for_enrollment text)
  returns table (
    id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
    staff_account_id integer, enrollment_id integer, enrollment_public_id text, zip text, state text,
    birth_date text, tier text, tobacco text, annual_income_cents bigint, weekly_hours integer,
    spouse_birth_date text, child_count integer, platform_public_id text, catalog_stamp text,
    cart_plan_ids text[], cart_pricing_ids text[], effective_date text, answered_question_ids text[],
    declined_plan_ids text[]
  )
  language sql stable as $$
    select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id,
      e.id, e.public_id, e.zip, e.state, to_char(e.birth_date, 'YYYY-MM-DD'), e.tier, e.tobacco,
      e.annual_income_cents, e.weekly_hours, to_char(e.spouse_birth_date, 'YYYY-MM-DD'), e.child_count,
      p.public_id, v.instance || ':' || v.version, cart.plan_ids, cart.pricing_ids, e.effective_date,
      array(select h.question_id from health_answer h where h.enrollment_id = e.id),
      array(select d.plan_id from plan_decline d where d.enrollment_id = e.id)
    from session s
    left join enrollment e on e.public_id = for_enrollment
      and exists (select from may_touch_enrollment(s.id, e.id))
    left join platform p on p.id = e.platform_id
    left join catalog_version v on v.id = 1
    left join lateral (
      select coalesce(array_agg(l.plan_id), '{}') as plan_ids, coalesce(array_agg(l.plan_pricing_id), '{}') as pricing_ids
      from cart_line l where l.enrollment_id = e.id
    ) cart on true
    where s.id = for_session and s.revoked_at is null and s.expires_at > at_time
  $$
