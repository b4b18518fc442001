-- What a step's save reads when it read no context with its access check: the step's field rows,
-- its saved row (nulls while not started), and the quote's birth date and gender, which some steps
-- show read-only. Plain SQL, inlined into the prepared statement calling it (decision 0032).
create or replace function step_context(for_enrollment integer, for_tab text)
  returns table (field_rows jsonb, state text, data jsonb, sealed_data text, birth_date text, gender smallint)
  language sql stable as $$
    select (select r.field_rows from step_field_rows(for_tab, e.platform_id, e.employer_group_id) r(field_rows)),
      s.state, s.data, s.sealed_data, to_char(e.birth_date, 'YYYY-MM-DD'), e.gender
    from enrollment e
    left join enrollment_step s on s.enrollment_id = e.id and s.tab_name = for_tab
    where e.id = for_enrollment
  $$
