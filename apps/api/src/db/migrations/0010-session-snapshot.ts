// The statement every storefront call naming an enrollment runs, as a function: the live session,
// and, when that session may touch the enrollment (enrollment_access), its household, portal, cart
// and the catalog stamp. PL/pgSQL keeps the statement's plan for the connection's life, so it is
// planned once, not on every call: planning cost more than running it, most of all on the
// embedded database. Decision record 0006.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function session_with_enrollment(for_session text, at_time timestamptz, for_enrollment text)
    returns table (
      id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
      staff_account_id integer, enrollment_id integer, enrollment_public_id text, zip text, state text,
      birth_date text, tier text, tobacco text, annual_income_cents bigint, weekly_hours integer,
      spouse_birth_date text, child_count integer, platform_public_id text, catalog_stamp text,
      cart_plan_ids text[], cart_pricing_ids text[]
    )
    language plpgsql stable as $$
    #variable_conflict use_variable
    begin
      return query
      select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id,
        e.id, e.public_id, e.zip, e.state, to_char(e.birth_date, 'YYYY-MM-DD'), e.tier, e.tobacco,
        e.annual_income_cents, e.weekly_hours, to_char(e.spouse_birth_date, 'YYYY-MM-DD'), e.child_count,
        p.public_id, v.instance || ':' || v.version, cart.plan_ids, cart.pricing_ids
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
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
}
