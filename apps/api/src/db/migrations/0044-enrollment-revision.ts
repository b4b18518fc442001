// An enrollment's revision: a number that moves whenever anything its listing is made of changes
// (decision 0033). Any update of the enrollment's row moves it (its household, portal and effective
// date are columns), and so does any write to its cart lines, health answers or declines. A kept
// listing is then found by the revision, read with the access check, and the snapshot it is drawn
// from is read only when no listing is kept for it. `session_with_access` reads the revision and the
// catalog stamp, as one SQL query the planner inlines (as migration 0043 made the snapshot's).
import { type Kysely, sql } from 'kysely';

/**
 * The statement creating `session_with_access` as migration 0033 made it (PL/pgSQL), for `down`.
 * Copied from 0033, not imported: a migration stays as it ran, whatever later edits do to another.
 */
const accessFunction = sql`create function session_with_access(for_session text, at_time timestamptz, for_enrollment text)
    returns table (
      id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
      staff_account_id integer, enrollment_id integer, enrollment_public_id text
    )
    language plpgsql stable as $$
    #variable_conflict use_variable
    begin
      return query
      select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id, e.id, e.public_id
      from session s
      left join enrollment e on e.public_id = for_enrollment
        and exists (select from enrollment_access a where a.session_id = s.id and a.enrollment_id = e.id)
      where s.id = for_session and s.revoked_at is null and s.expires_at > at_time;
    end
    $$`;

/** The tables whose rows belong to an enrollment's listing, besides the enrollment's own row. */
const parts = ['cart_line', 'health_answer', 'plan_decline'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment add column revision bigint not null default 0`.execute(db);
  // An update that did not move the revision itself moves it by one.
  await sql`create function enrollment_revised() returns trigger language plpgsql as $$
    begin
      if new.revision = old.revision then
        new.revision := old.revision + 1;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger enrollment_revised before update on enrollment
    for each row execute function enrollment_revised()`.execute(db);
  await sql`create function enrollment_part_changed() returns trigger language plpgsql as $$
    begin
      update enrollment set revision = revision + 1
      where id = case when tg_op = 'DELETE' then old.enrollment_id else new.enrollment_id end;
      return null;
    end
    $$`.execute(db);
  for (const table of parts)
    await sql`create trigger ${sql.raw(`${table}_revises_enrollment`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function enrollment_part_changed()`.execute(db);
  await sql`drop function session_with_access(text, timestamptz, text)`.execute(db);
  await sql`create function session_with_access(for_session text, at_time timestamptz, for_enrollment text)
    returns table (
      id text, kind text, last_seen_at timestamptz, expires_at timestamptz, signed_in_at timestamptz,
      staff_account_id integer, enrollment_id integer, enrollment_public_id text, revision bigint,
      catalog_stamp text
    )
    language sql stable as $$
      select s.id, s.kind, s.last_seen_at, s.expires_at, s.signed_in_at, s.staff_account_id,
        e.id, e.public_id, e.revision, v.instance || ':' || v.version
      from session s
      left join enrollment e on e.public_id = for_enrollment
        and exists (select from enrollment_access a where a.session_id = s.id and a.enrollment_id = e.id)
      left join catalog_version v on v.id = 1
      where s.id = for_session and s.revoked_at is null and s.expires_at > at_time
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function session_with_access(text, timestamptz, text)`.execute(db);
  await accessFunction.execute(db);
  for (const table of parts)
    await sql`drop trigger ${sql.raw(`${table}_revises_enrollment`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function enrollment_part_changed()`.execute(db);
  await sql`drop trigger enrollment_revised on enrollment`.execute(db);
  await sql`drop function enrollment_revised()`.execute(db);
  await sql`alter table enrollment drop column revision`.execute(db);
}
