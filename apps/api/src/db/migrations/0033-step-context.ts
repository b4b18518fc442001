// What a wizard step's save reads, as statements whose plans are kept (decision record 0006): the
// step's configured field rows for the enrollment's portal and group (most specific first), its
// saved row, and the quote's birth date and gender (step_context); and the access check of a call
// that needs no snapshot of the enrollment: the live session and, when it may touch the enrollment,
// the enrollment's ids (session_with_access, migration 0010's statement without the household,
// portal, catalog stamp and cart). Issue 16's bench: a save's reads cost more to plan than to run.
import { type Kysely, sql } from 'kysely';

/** The statement creating `session_with_access` as this migration made it (PL/pgSQL). */
const accessFunction = sql`create function session_with_access(for_session text, at_time timestamptz, for_enrollment text)
    returns table (
      id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
      staff_account_id integer, enrollment_id integer, enrollment_public_id text
    )
    language plpgsql stable as $$
    #variable_conflict use_variable
    begin
      return query
      select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id, e.id, e.public_id
      from session s
      left join enrollment e on e.public_id = for_enrollment
        and exists (select from enrollment_access a where a.session_id = s.id and a.enrollment_id = e.id)
      where s.id = for_session and s.revoked_at is null and s.expires_at > at_time;
    end
    $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function step_context(for_enrollment integer, for_tab text)
    returns table (
      field_rows jsonb, state text, data jsonb, sealed_data text, birth_date text, gender smallint
    )
    language plpgsql stable as $$
    #variable_conflict use_variable
    begin
      return query
      select
        coalesce((
          select jsonb_agg(jsonb_build_object(
              'field_name', f.field_name, 'required', f.required, 'read_only', f.read_only)
            order by (f.employer_group_id is not null) desc, (f.platform_id is not null) desc)
          from step_field f
          where f.tab_name = for_tab
            and (f.platform_id is null or f.platform_id = e.platform_id)
            and (f.employer_group_id is null or f.employer_group_id = e.employer_group_id)
        ), '[]'::jsonb),
        s.state, s.data, s.sealed_data, to_char(e.birth_date, 'YYYY-MM-DD'), e.gender
      from enrollment e
      left join enrollment_step s on s.enrollment_id = e.id and s.tab_name = for_tab
      where e.id = for_enrollment;
    end
    $$`.execute(db);
  await accessFunction.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_access(text, timestamptz, text)`.execute(db);
  await sql`drop function step_context(integer, text)`.execute(db);
}
