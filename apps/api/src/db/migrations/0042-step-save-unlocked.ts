// A wizard step's save in two statements, without BEGIN and COMMIT (issue 16's bench, decision
// 0031): step_save_context now reads without the enrollment's row lock and answers the versions
// (`xmin`) of the enrollment's row and of the step's row as read; put_enrollment_step_if takes the
// lock, writes the step only when neither row changed since, and says whether it did. A save whose
// rows changed in between runs again the locked way. Both PL/pgSQL so their plans are kept (decision 0006).
import { type Kysely, sql } from 'kysely';

/**
 * step_save_context as migration 0037 created it (`locked`: it takes the enrollment's row lock),
 * and as this migration replaces it (not locked: it answers the versions of the rows it read).
 * Copied from 0037, not imported: a migration stays as it ran, whatever later edits do to another.
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
  await stepSaveContext(false).execute(db);
  // The lock is taken on the row as it was read: a row updated meanwhile (completed, requoted) no
  // longer matches once the lock is had (PostgreSQL checks the condition again on the newest row),
  // and a step row written meanwhile has another version. Each statement of the function sees the
  // rows committed before it started, so a save that waited for the lock sees what it waited for.
  // Without `lock_row` (PGlite: one connection, whose statements and transactions run one at a
  // time, so no lock is ever waited for) the row is only checked, and no lock is written to it.
  await sql`create function put_enrollment_step_if(
      for_enrollment integer, read_version text, read_step_version text,
      for_tab text, new_state text, new_data jsonb, new_sealed_data text, at_time timestamptz, lock_row boolean
    )
    returns boolean
    language plpgsql volatile as $$
    begin
      if lock_row then
        perform from enrollment e where e.id = for_enrollment and e.xmin::text = read_version for update;
      else
        perform from enrollment e where e.id = for_enrollment and e.xmin::text = read_version;
      end if;
      if not found then
        return false;
      end if;
      if read_step_version is distinct from (
        select st.xmin::text from enrollment_step st where st.enrollment_id = for_enrollment and st.tab_name = for_tab
      ) then
        return false;
      end if;
      insert into enrollment_step (enrollment_id, tab_name, state, data, sealed_data, saved_at)
      values (for_enrollment, for_tab, new_state, new_data, new_sealed_data, at_time)
      on conflict (enrollment_id, tab_name) do update
        set state = excluded.state, data = excluded.data, sealed_data = excluded.sealed_data,
          saved_at = excluded.saved_at;
      return true;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function put_enrollment_step_if(integer, text, text, text, text, jsonb, text, timestamptz, boolean)`.execute(
    db,
  );
  await stepSaveContext(true).execute(db);
}
