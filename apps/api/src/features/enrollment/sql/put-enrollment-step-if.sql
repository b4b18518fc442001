-- A step save's second statement (decision 0031): writes the step only when neither the
-- enrollment's row nor the step's row changed since `step_save_context` read them, and says whether
-- it did. The lock is taken on the row as it was read: a row updated meanwhile no longer matches
-- once the lock is had (PostgreSQL checks the condition again on the newest row). Without
-- `lock_row` (PGlite: one connection, so no lock is ever waited for) the row is only checked.
-- PL/pgSQL for its branches, and because its plans are then kept per connection.
create or replace function put_enrollment_step_if(
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
  $$
