// Health and special-carrier answers of a household: one row per question and enrollment, so a
// question several plans ask is answered once per cart. The answer itself is sealed (AES-GCM).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['health_answer', 'special_carrier_answer']) {
    await sql`create table ${sql.table(table)} (
      enrollment_id integer not null references enrollment(id) on delete cascade,
      question_id text not null,
      sealed_answer text not null,
      answered_at timestamptz not null default now(),
      primary key (enrollment_id, question_id)
    )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['special_carrier_answer', 'health_answer']) await db.schema.dropTable(table).execute();
}
