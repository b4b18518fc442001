// Entry: what sites offer (their portals, the branded site's group, external entry names,
// the support link), which portal an enrollment is in, and branded-site traffic.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site
    add column site_key text unique,
    add column ticket_link text not null default '',
    add column platform_id integer references platform(id) on delete set null,
    add column group_id integer references employer_group(id) on delete set null`.execute(db);

  await sql`create table site_platform (
    site_id integer not null references site(id) on delete cascade,
    platform_id integer not null references platform(id) on delete cascade,
    primary key (site_id, platform_id)
  )`.execute(db);

  await sql`alter table enrollment
    add column platform_id integer references platform(id) on delete set null,
    add column site_traffic_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollment drop column platform_id, drop column site_traffic_at`.execute(db);
  await sql`drop table site_platform`.execute(db);
  await sql`alter table site drop column site_key, drop column ticket_link, drop column platform_id, drop column group_id`.execute(
    db,
  );
}
