-- A step save's first statement (decision 0031): the live session and, when a storefront session
-- may touch the enrollment, what the save works from: the enrollment's ids, whether it is
-- completed, the versions (`xmin`) of its row and of the step's row as read, the step's field rows,
-- saved row and quote facts, and for the contact step the contacts a one-time password verified.
-- Null without a live session. PL/pgSQL because its plan is then kept per connection: an SQL
-- function answering one value is not inlined, and PostgreSQL before 18 plans one on every call.
create or replace function step_save_context(for_session text, at_time timestamptz, for_enrollment text, for_tab text)
  returns json
  language plpgsql stable as $$
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
          and exists (select from may_touch_enrollment(live.id, e.id));
      end if;
      select json_build_object(
        'id', live.id, 'kind', live.kind, 'last_seen_at', live.last_seen_at, 'expires_at', live.expires_at,
        'signed_in_at', live.signed_in_at, 'staff_account_id', live.staff_account_id,
        'enrollment', case when e.id is not null then json_build_object(
          'id', e.id, 'public_id', e.public_id, 'completed', e.completed_at is not null,
          'version', e.xmin::text, 'step_version', st.xmin::text,
          'field_rows', (select r.field_rows from step_field_rows(for_tab, e.platform_id, e.employer_group_id) r(field_rows)),
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
  $$
