// Card numbers kept once (decision 0039): `member_card` becomes the card storage's one table. A row
// is a member's card on file, or a card an enrollment's billing step entered (member_id null until
// its policy); its number is deleted after CARD_RETENTION_DAYS without use (used_at), the shown
// fields kept. The card numbers the billing steps and the policies' copies of them held sealed are
// moved here, and those records keep the card's id and its last four digits. This needs the data
// key: the migration is given the store's sealer (database.ts), and refuses to run without it when
// there is a number to move. Also `sealed_format_retired`: `v1` once rotation re-sealed every value.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Where a sealed value is bound, as field-crypto.ts binds it (frozen here as of this migration). */
interface Place {
  table: string;
  column: string;
  row: string;
}

/** What of the store's field cipher this migration uses. */
export interface MigrationSealer {
  open(sealed: string, place: Place): string;
  seal(plain: string, place: Place): string;
}

const cardPlace = (publicId: string): Place => ({ table: 'member_card', column: 'sealed_data', row: publicId });

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? { ...value } : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A step's billing answers as sealed before this migration: opened, or undefined without a card number. */
interface HeldCard {
  data: Record<string, unknown>;
  sealed: Record<string, unknown>;
  number: string;
}

function heldCard(sealer: MigrationSealer | undefined, row: { data: unknown; sealed_data: string }, place: Place) {
  if (!sealer)
    throw new Error(
      'migration 0049 moves sealed card numbers into member_card and needs the data key: start the server (or run `npm run rotate-key`), which migrates with it',
    );
  const sealed = record(JSON.parse(sealer.open(row.sealed_data, place)));
  const number = sealed.card_number;
  if (typeof number !== 'string') return undefined;
  const { card_number: _moved, ...rest } = sealed;
  return { data: record(row.data), sealed: rest, number };
}

/**
 * The id of the member_card row holding `card`'s number: the member's card on file with the same
 * number (completion kept one), else a new row.
 */
async function cardRowOf(
  db: Kysely<unknown>,
  sealer: MigrationSealer,
  card: HeldCard,
  owner: { memberId: number | null; enrollmentId: number },
  now: Date,
): Promise<string> {
  if (owner.memberId !== null) {
    const onFile = await sql<{ public_id: string; sealed_data: string }>`
      select public_id, sealed_data from member_card where member_id = ${owner.memberId} order by id`.execute(db);
    for (const row of onFile.rows) {
      const opened = record(JSON.parse(sealer.open(row.sealed_data, cardPlace(row.public_id))));
      if (opened.card_number === card.number) return row.public_id;
    }
  }
  const publicId = randomBytes(16).toString('base64url');
  const shown = {
    name_on_cc: `${text(card.data.first_name_on_cc)} ${text(card.data.last_name_on_cc)}`.trim(),
    last4: card.number.slice(-4),
    card_type: typeof card.data.card_type === 'string' ? card.data.card_type : null,
    expiration_month: text(card.data.expiration_month),
    expiration_year: text(card.data.expiration_year),
  };
  const sealed = sealer.seal(JSON.stringify({ card_number: card.number }), cardPlace(publicId));
  await sql`insert into member_card (public_id, member_id, enrollment_id, data, sealed_data, saved_at, used_at)
    values (${publicId}, ${owner.memberId}, ${owner.enrollmentId}, ${JSON.stringify(shown)}::jsonb, ${sealed}, ${now}, ${now})`.execute(
    db,
  );
  return publicId;
}

/** The billing answers without the number: the card's id in the data, the rest sealed again (or nothing). */
function withoutNumber(sealer: MigrationSealer, card: HeldCard, cardId: string, place: Place) {
  return {
    data: JSON.stringify({ ...card.data, card_id: cardId }),
    sealed: Object.keys(card.sealed).length === 0 ? null : sealer.seal(JSON.stringify(card.sealed), place),
  };
}

async function moveStepCards(db: Kysely<unknown>, sealer: MigrationSealer | undefined, now: Date) {
  const steps = await sql<{
    enrollment_id: number;
    public_id: string;
    member_id: number | null;
    data: unknown;
    sealed_data: string;
  }>`select s.enrollment_id, e.public_id, coalesce(p.member_id, e.member_id) as member_id, s.data, s.sealed_data
    from enrollment_step s
    join enrollment e on e.id = s.enrollment_id
    left join policy p on p.enrollment_id = e.id
    where s.tab_name = 'billing_info' and s.sealed_data is not null
    order by s.enrollment_id`.execute(db);
  for (const step of steps.rows) {
    const place = { table: 'enrollment_step', column: 'sealed_data', row: `${step.public_id}/billing_info` };
    const card = heldCard(sealer, step, place);
    if (!card || !sealer) continue;
    const owner = { memberId: step.member_id, enrollmentId: step.enrollment_id };
    const moved = withoutNumber(sealer, card, await cardRowOf(db, sealer, card, owner, now), place);
    await sql`update enrollment_step set data = ${moved.data}::jsonb, sealed_data = ${moved.sealed}
      where enrollment_id = ${step.enrollment_id} and tab_name = 'billing_info'`.execute(db);
  }
}

async function movePolicyCards(db: Kysely<unknown>, sealer: MigrationSealer | undefined, now: Date) {
  const steps = await sql<{
    policy_id: number;
    public_id: string;
    member_id: number;
    enrollment_id: number;
    data: unknown;
    sealed_data: string;
  }>`select s.policy_id, p.public_id, p.member_id, p.enrollment_id, s.data, s.sealed_data
    from policy_step s
    join policy p on p.id = s.policy_id
    where s.tab_name = 'billing_info' and s.sealed_data is not null
    order by s.policy_id`.execute(db);
  for (const step of steps.rows) {
    const place = { table: 'policy_step', column: 'sealed_data', row: `${step.public_id}/billing_info` };
    const card = heldCard(sealer, step, place);
    if (!card || !sealer) continue;
    const owner = { memberId: step.member_id, enrollmentId: step.enrollment_id };
    const moved = withoutNumber(sealer, card, await cardRowOf(db, sealer, card, owner, now), place);
    await sql`update policy_step set data = ${moved.data}::jsonb, sealed_data = ${moved.sealed}
      where policy_id = ${step.policy_id} and tab_name = 'billing_info'`.execute(db);
  }
}

/** The migration, given the store's sealer (undefined: a database with no card number to move). */
export const cardStorage = (sealer: MigrationSealer | undefined): Migration => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table member_card
      alter column member_id drop not null,
      alter column sealed_data drop not null,
      add column enrollment_id integer references enrollment(id) on delete set null,
      add column used_at timestamptz`.execute(db);
    await sql`update member_card set used_at = saved_at`.execute(db);
    await sql`alter table member_card alter column used_at set not null`.execute(db);
    await sql`create index member_card_enrollment_idx on member_card (enrollment_id) where member_id is null`.execute(
      db,
    );
    await sql`create index member_card_used_idx on member_card (used_at) where sealed_data is not null`.execute(db);
    await sql`create table sealed_format_retired (
      format text primary key check (format in ('v1')),
      retired_at timestamptz not null
    )`.execute(db);
    const now = new Date();
    await moveStepCards(db, sealer, now);
    await movePolicyCards(db, sealer, now);
  },

  // Back to migration 0031's shape; the numbers moved stay in member_card (a step names its card).
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table sealed_format_retired`.execute(db);
    await sql`delete from member_card where member_id is null or sealed_data is null`.execute(db);
    await sql`drop index member_card_used_idx`.execute(db);
    await sql`drop index member_card_enrollment_idx`.execute(db);
    await sql`alter table member_card
      drop column used_at,
      drop column enrollment_id,
      alter column sealed_data set not null,
      alter column member_id set not null`.execute(db);
  },
});
