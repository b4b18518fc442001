-- Writes a step's row, new or again. PL/pgSQL because its plan is then kept per connection: an SQL
-- function that writes is never inlined, and PostgreSQL before 18 plans one on every call.
create or replace function put_enrollment_step(
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
  $$
