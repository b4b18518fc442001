// The enrollment wizard's steps as the server configures them (spec 001, step ordering): per
// portal and per group, which tabs are required and in which order (0 to 10). A row with neither
// portal nor group is the default; the most specific configuration an enrollment matches wins.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dynamic_tab (
    platform_id integer references platform(id) on delete cascade,
    employer_group_id integer references employer_group(id) on delete cascade,
    tab_name text not null check (tab_name in ('primary_info', 'contact_info', 'employer_info',
      'beneficiary_info', 'primary_health_info', 'dependent_info', 'review_info', 'agreement_info',
      'billing_info')),
    required boolean not null,
    tab_order smallint not null check (tab_order between 0 and 10),
    constraint dynamic_tab_once unique nulls not distinct (platform_id, employer_group_id, tab_name),
    constraint dynamic_tab_order_once unique nulls not distinct (platform_id, employer_group_id, tab_order)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table dynamic_tab`.execute(db);
}
