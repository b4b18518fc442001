// `session_with_enrollment` as one SQL query instead of PL/pgSQL (decision 0032): every statement
// with values is now prepared on both engines, so the function no longer needs PL/pgSQL to keep its
// plan; as SQL the planner inlines it into the statement calling it, which is planned once with it,
// and each call skips PL/pgSQL's executor and the copy of its row through a tuple store.
import { type Kysely, sql } from 'kysely';

/**
 * The statement creating `session_with_enrollment`: PL/pgSQL as migration 0041 made it, or (this
 * migration) one SQL query the planner inlines into the statement calling it. Copied from 0041, not
 * imported: a migration stays as it ran, whatever later edits do to another.
 */
const snapshotFunction = (withAnswers: boolean, language: 'plpgsql' | 'sql' = 'plpgsql') => {
  const columns = withAnswers ? sql.raw(', answered_question_ids text[], declined_plan_ids text[]') : sql.raw('');
  const values = withAnswers
    ? sql.raw(`, array(select h.question_id from health_answer h where h.enrollment_id = e.id),
        array(select d.plan_id from plan_decline d where d.enrollment_id = e.id)`)
    : sql.raw('');
  const query = sql`select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id,
        e.id, e.public_id, e.zip, e.state, to_char(e.birth_date, 'YYYY-MM-DD'), e.tier, e.tobacco,
        e.annual_income_cents, e.weekly_hours, to_char(e.spouse_birth_date, 'YYYY-MM-DD'), e.child_count,
        p.public_id, v.instance || ':' || v.version, cart.plan_ids, cart.pricing_ids, e.effective_date${values}
      from session s
      left join enrollment e on e.public_id = for_enrollment
        and exists (select from enrollment_access a where a.session_id = s.id and a.enrollment_id = e.id)
      left join platform p on p.id = e.platform_id
      left join catalog_version v on v.id = 1
      left join lateral (
        select coalesce(array_agg(l.plan_id), '{}') as plan_ids, coalesce(array_agg(l.plan_pricing_id), '{}') as pricing_ids
        from cart_line l where l.enrollment_id = e.id
      ) cart on true
      where s.id = for_session and s.revoked_at is null and s.expires_at > at_time`;
  const body =
    language === 'sql'
      ? query
      : sql`
    #variable_conflict use_variable
    begin
      return query
      ${query};
    end
    `;
  return sql`create function session_with_enrollment(for_session text, at_time timestamptz, for_enrollment text)
    returns table (
      id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
      staff_account_id integer, enrollment_id integer, enrollment_public_id text, zip text, state text,
      birth_date text, tier text, tobacco text, annual_income_cents bigint, weekly_hours integer,
      spouse_birth_date text, child_count integer, platform_public_id text, catalog_stamp text,
      cart_plan_ids text[], cart_pricing_ids text[], effective_date text${columns}
    )
    language ${sql.raw(language)} stable as $$${body}$$`;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
  await snapshotFunction(true, 'sql').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_enrollment(text, timestamptz, text)`.execute(db);
  await snapshotFunction(true).execute(db);
}
