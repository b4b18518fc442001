-- The access check of a call that reads no snapshot (a step's save, a listing with a kept answer):
-- the live session and, when it may touch the enrollment, the enrollment's ids and revision, with
-- the catalog stamp. Plain SQL, inlined into the prepared statement calling it (decision 0032).
create or replace function session_with_access(for_session text, at_time timestamptz, for_enrollment text)
  returns table (
    id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
    staff_account_id integer, enrollment_id integer, enrollment_public_id text, revision bigint, catalog_stamp text
  )
  language sql stable as $$
    select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id,
      e.id, e.public_id, e.revision, v.instance || ':' || v.version
    from session s
    left join enrollment e on e.public_id = for_enrollment
      and exists (select from may_touch_enrollment(s.id, e.id))
    left join catalog_version v on v.id = 1
    where s.id = for_session and s.revoked_at is null and s.expires_at > at_time
  $$
