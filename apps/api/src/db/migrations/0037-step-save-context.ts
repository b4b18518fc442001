// A wizard step's save in two statements besides BEGIN and COMMIT (issue 16's bench, decision
// 0016 as amended): step_save_context reads the live session, checks that a storefront session may
// touch the enrollment (the rule of session_with_access), takes the enrollment's row lock and reads
// what the save works from (step_context's field rows, saved row and quote facts, and the contacts
// a one-time password verified, for the contact step); put_enrollment_step writes the step. Both
// are PL/pgSQL so their plans are kept (decision 0006); the first answers one JSON value, which the
// embedded database hands over for less than a row of typed columns. A staff session's access is its
// book, checked and audited apart: for one, step_save_context answers the session and locks nothing.
import { type Kysely, sql } from 'kysely';

/**
 * step_save_context as this migration creates it (`locked`: it takes the enrollment's row lock),
 * and as migration 0042 replaces it (not locked: it answers the versions of the rows it read).
 */
const stepSaveContext = (locked: boolean) => sql`create or replace function step_save_context(
      for_session text, at_time timestamptz, for_enrollment text, for_tab text
    )
    returns json
    language plpgsql ${sql.raw(locked ? 'volatile' : 'stable')} as $$
    #variable_conflict use_variable
    declare
      live record;
      touched integer;
      answer json;
    begin
      select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id into live
      from session s
      where s.id = for_session and s.revoked_at is null and s.expires_at > at_time;
      if not found then
        return null;
      end if;
      if live.kind = 'storefront' then
        select e.id into touched
        from enrollment e
        where e.public_id = for_enrollment
          and exists (select from enrollment_access a where a.session_id = live.id and a.enrollment_id = e.id)
        ${sql.raw(locked ? 'for update of e' : '')};
      end if;
      select json_build_object(
        'id', live.id, 'kind', live.kind, 'last_seen_at', live.last_seen_at, 'expires_at', live.expires_at,
        'signed_in_at', live.signed_in_at, 'staff_account_id', live.staff_account_id,
        'enrollment', case when e.id is not null then json_build_object(
          'id', e.id, 'public_id', e.public_id, 'completed', e.completed_at is not null,
          ${sql.raw(locked ? '' : "'version', e.xmin::text, 'step_version', st.xmin::text,")}
          'field_rows', coalesce((
            select json_agg(json_build_object(
                'field_name', f.field_name, 'required', f.required, 'read_only', f.read_only)
              order by (f.employer_group_id is not null) desc, (f.platform_id is not null) desc)
            from step_field f
            where f.tab_name = for_tab
              and (f.platform_id is null or f.platform_id = e.platform_id)
              and (f.employer_group_id is null or f.employer_group_id = e.employer_group_id)
          ), '[]'::json),
          'state', st.state, 'data', st.data, 'sealed_data', st.sealed_data,
          'birth_date', to_char(e.birth_date, 'YYYY-MM-DD'), 'gender', e.gender,
          'verified_contacts', case when for_tab = 'contact_info' then coalesce((
            select json_agg(json_build_object('channel', v.channel, 'contact_mac', v.contact_mac))
            from contact_verification v
            where v.enrollment_id = e.id
          ), '[]'::json) end
        ) end
      ) into answer
      from (select) one
      left join enrollment e on e.id = touched
      left join enrollment_step st on st.enrollment_id = e.id and st.tab_name = for_tab;
      return answer;
    end
    $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await stepSaveContext(true).execute(db);
  await sql`create function put_enrollment_step(
      for_enrollment integer, for_tab text, new_state text, new_data jsonb, new_sealed_data text, at_time timestamptz
    )
    returns void
    language plpgsql volatile as $$
    begin
      insert into enrollment_step (enrollment_id, tab_name, state, data, sealed_data, saved_at)
      values (for_enrollment, for_tab, new_state, new_data, new_sealed_data, at_time)
      on conflict (enrollment_id, tab_name) do update
        set state = excluded.state, data = excluded.data, sealed_data = excluded.sealed_data,
          saved_at = excluded.saved_at;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function put_enrollment_step(integer, text, text, jsonb, text, timestamptz)`.execute(db);
  await sql`drop function step_save_context(text, timestamptz, text, text)`.execute(db);
}
