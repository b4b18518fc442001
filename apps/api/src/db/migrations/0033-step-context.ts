// What a wizard step's save reads, as one statement whose plan is kept (decision record 0006): the
// step's configured field rows for the enrollment's portal and group (most specific first), its
// saved row, and the quote's birth date and gender. Planned once per connection instead of on
// every save (issue 16's bench: the save's reads cost more to plan than to run on PGlite).
import { type Kysely, sql } from 'kysely';

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function step_context(integer, text)`.execute(db);
}
