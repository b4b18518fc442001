-- Who may touch an enrollment: a session holding a grant to it (created, resumed, by link, or from
-- a staff member's book), the rule written once. A set-returning SQL function, so the planner
-- inlines `exists (select from may_touch_enrollment(...))` into its caller's plan as the subquery
-- it stands for (a boolean SQL function holding a subquery is not inlined; decision 0047).
create or replace function may_touch_enrollment(for_session text, for_enrollment integer)
  returns setof enrollment_access
  language sql stable as $$
    select a.* from enrollment_access a where a.session_id = for_session and a.enrollment_id = for_enrollment
  $$
