// The billing step (spec 001): how each portal or group lets its members pay, the routing
// directory banks are named from, and a current member's bank accounts and cards on file.
import { type Kysely, sql } from 'kysely';

/**
 * Routing numbers the banks publish for ACH payments (each passes the ABA checksum), named as the
 * Federal Reserve's FedACH directory names them. `npm run import:routing` loads the whole directory.
 */
const publishedRoutingNumbers: readonly (readonly [routing: string, name: string])[] = [
  ['021000021', 'JPMORGAN CHASE BANK, NA'],
  ['044000037', 'JPMORGAN CHASE BANK, NA'],
  ['071000013', 'JPMORGAN CHASE BANK, NA'],
  ['322271627', 'JPMORGAN CHASE BANK, NA'],
  ['011000138', 'BANK OF AMERICA, N.A.'],
  ['026009593', 'BANK OF AMERICA, N.A.'],
  ['063100277', 'BANK OF AMERICA, N.A.'],
  ['111000025', 'BANK OF AMERICA, N.A.'],
  ['121000358', 'BANK OF AMERICA, N.A.'],
  ['091000019', 'WELLS FARGO BANK, NA'],
  ['121000248', 'WELLS FARGO BANK, NA'],
  ['121042882', 'WELLS FARGO BANK, NA'],
  ['021000089', 'CITIBANK, N.A.'],
  ['043000096', 'PNC BANK, NA'],
  ['061000104', 'TRUIST BANK'],
  ['042000013', 'U.S. BANK, N.A.'],
  ['091000022', 'U.S. BANK, N.A.'],
  ['031176110', 'CAPITAL ONE, N.A.'],
  ['051405515', 'CAPITAL ONE, N.A.'],
  ['256074974', 'NAVY FEDERAL CREDIT UNION'],
  ['314074269', 'USAA FEDERAL SAVINGS BANK'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Per portal and per group as the dynamic tabs are (migration 0020): the most specific row an
  // enrollment matches wins; the row with neither is the default. The statement descriptor is how
  // the charge reads on the payer's statement (get-billing-text).
  await sql`create table billing_config (
    platform_id integer references platform(id) on delete cascade,
    employer_group_id integer references employer_group(id) on delete cascade,
    payment_methods text[] not null check (
      cardinality(payment_methods) > 0
      and payment_methods <@ array['cc', 'eft', 'list', 'elist', 'stmt']::text[]),
    bill_dates smallint[] not null check (cardinality(bill_dates) > 0 and 1 <= all(bill_dates) and 31 >= all(bill_dates)),
    default_bill_date smallint not null check (default_bill_date between 1 and 31),
    statement_descriptor text not null check (length(statement_descriptor) between 1 and 22),
    constraint billing_config_once unique nulls not distinct (platform_id, employer_group_id)
  )`.execute(db);
  await sql`insert into billing_config (platform_id, employer_group_id, payment_methods, bill_dates, default_bill_date, statement_descriptor)
    values (null, null, array['cc']::text[], array[1, 5, 10, 15, 20, 28]::smallint[], 28, 'BENEFIT STORE PREMIUM')`.execute(
    db,
  );

  await sql`create table routing_bank (
    routing_number text primary key check (routing_number ~ '^[0-9]{9}$'),
    bank_name text not null check (length(bank_name) between 1 and 100),
    city text,
    state text,
    source text not null check (source in ('published', 'fedach'))
  )`.execute(db);
  for (const [routing, name] of publishedRoutingNumbers)
    await sql`insert into routing_bank (routing_number, bank_name, source) values (${routing}, ${name}, 'published')`.execute(
      db,
    );

  // A current member's bank accounts and cards on file (decision 0016's shape): what may be shown
  // as JSON (names, types, the last four digits), the full account or card number sealed, bound to
  // [<table>, "sealed_data", <public id>]. A card's security code has no column: it is never kept.
  for (const table of ['member_bank', 'member_card'])
    await sql`create table ${sql.table(table)} (
      id integer generated always as identity primary key,
      public_id text not null unique,
      member_id integer not null references member(id) on delete cascade,
      data jsonb not null,
      sealed_data text not null,
      saved_at timestamptz not null
    )`.execute(db);
  await sql`create index member_bank_member_idx on member_bank (member_id)`.execute(db);
  await sql`create index member_card_member_idx on member_card (member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_card', 'member_bank', 'routing_bank', 'billing_config'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
