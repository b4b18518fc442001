// A cart line keeps what pricing said of it (the administrative fee in its price, the benefit of a
// per-unit option), so a later effective date re-rates it without reading the fee back out of the
// price; the snapshot every storefront call reads carries the enrollment's chosen effective date,
// which pricing rates on; a resume code records when it was used (codes are single use).
import { type Kysely, sql } from 'kysely';

/** The statement of migration 0010 with the enrollment's effective date (decision record 0006). */
const snapshotFunction = (withEffectiveDate: boolean) => {
  const column = withEffectiveDate ? sql.raw(', effective_date text') : sql.raw('');
  const value = withEffectiveDate ? sql.raw(', e.effective_date') : sql.raw('');
  return sql`create function session_with_enrollment(for_session text, at_time timestamptz, for_enrollment text)
    returns table (
      id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
      staff_account_id integer, enrollment_id integer, enrollment_public_id text, zip text, state text,
      birth_date text, tier text, tobacco text, annual_income_cents bigint, weekly_hours integer,
      spouse_birth_date text, child_count integer, platform_public_id text, catalog_stamp text,
      cart_plan_ids text[], cart_pricing_ids text[]${column}
    )
    language plpgsql stable as $$
    #variable_conflict use_variable
    begin
      return query
      select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id,
        e.id, e.public_id, e.zip, e.state, to_char(e.birth_date, 'YYYY-MM-DD'), e.tier, e.tobacco,
        e.annual_income_cents, e.weekly_hours, to_char(e.spouse_birth_date, 'YYYY-MM-DD'), e.child_count,
        p.public_id, v.instance || ':' || v.version, cart.plan_ids, cart.pricing_ids${value}
      from session s
      left join enrollment e on e.public_id = for_enrollment
        and exists (select from enrollment_access a where a.session_id = s.id and a.enrollment_id = e.id)
      left join platform p on p.id = e.platform_id
      left join catalog_version v on v.id = 1
      left join lateral (
        select coalesce(array_agg(l.plan_id), '{}') as plan_ids, coalesce(array_agg(l.plan_pricing_id), '{}') as pricing_ids
        from cart_line l where l.enrollment_id = e.id
      ) cart on true
      where s.id = for_session and s.revoked_at is null and s.expires_at > at_time;
    end
    $$`;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cart_line
    add column fee_cents integer not null default 0 check (fee_cents >= 0 and fee_cents <= price_cents),
    add column benefit_dollars integer check (benefit_dollars > 0)`.execute(db);
  // Lines added before: a price with the 3% fee is premium + round(premium x 3%), so the premium is
  // the price / 1.03 rounded; a per-unit option's id ends with its benefit.
  await sql`update cart_line l set fee_cents = l.price_cents - round(l.price_cents * 100.0 / 103)::integer
    from plan p where p.public_id = l.plan_id and p.includes_admin_fee`.execute(db);
  await sql`update cart_line
    set benefit_dollars = substring(plan_pricing_id from '_unit-[0-9]+-[0-9]+-([0-9]+)$')::integer
    where plan_pricing_id ~ '_unit-[0-9]+-[0-9]+-[0-9]+$'`.execute(db);
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
  await snapshotFunction(true).execute(db);
  await sql`alter table resume_code add column used_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table resume_code drop column used_at`.execute(db);
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
  await snapshotFunction(false).execute(db);
  await sql`alter table cart_line drop column benefit_dollars, drop column fee_cents`.execute(db);
}
