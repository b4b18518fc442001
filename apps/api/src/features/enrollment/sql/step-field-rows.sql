-- A step's configured field rows for an enrollment's portal and group, the precedence rule written
-- once: a row matches when its portal and group are unset or the enrollment's, and the most
-- specific comes first (portal and group, group, portal, default); the reader keeps the first row
-- of each field. One row: a JSON array, `[]` when none is configured. Set-returning SQL, so
-- `(select r.field_rows from step_field_rows(...) r(field_rows))` is inlined into its caller's plan
-- (decision 0047).
create or replace function step_field_rows(for_tab text, for_platform integer, for_group integer)
  returns setof jsonb
  language sql stable as $$
    select coalesce(jsonb_agg(jsonb_build_object(
        'field_name', f.field_name, 'required', f.required, 'read_only', f.read_only)
      order by (f.employer_group_id is not null) desc, (f.platform_id is not null) desc), '[]'::jsonb)
    from step_field f
    where f.tab_name = for_tab
      and (f.platform_id is null or f.platform_id = for_platform)
      and (f.employer_group_id is null or f.employer_group_id = for_group)
  $$
