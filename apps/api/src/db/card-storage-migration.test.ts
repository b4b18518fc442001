// Migration 0049 on both databases: the card numbers billing steps and policies held sealed move to
// member_card (a completed enrollment's to the member's card on file, no second copy), and those
// records keep the card's id and last four digits; without the data key it refuses to run.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { policyStepPlace } from '../features/enrollment/completion/service';
import { stepPlace } from '../features/enrollment/step-service';
import { cardOf, cardPlace } from '../features/enrollment/steps/billing/card-storage';
import { FieldCipher } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';
import { storedSql } from '../stored-sql';
import { type Db, migrate, migrationsWith } from './database';

const now = new Date('2026-05-01T12:00:00Z');
const visa = '4111111111111111';
const mastercard = '5555555555554444';
const stepData = (number: string) => ({
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Ruiz',
  card_number: `XXXX${number.slice(-4)}`,
  card_type: 'visa',
  expiration_month: '09',
  expiration_year: '2040',
});

describe.each(testDatabases)('migration 0049 on $name', (database) => {
  let db: Db;
  const cipher = new FieldCipher(randomBytes(32));
  beforeAll(async () => {
    db = await database.open();
    // Back to the shape before 0049, to write rows as older versions did (later migrations first).
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => migrationsWith(cipher) },
    }).migrateTo('0048-verified-by-staff');
    if (error) throw error;
  });
  afterAll(() => db.destroy());

  async function givenMember() {
    return db
      .insertInto('member')
      .values({
        public_id: newPublicId(),
        first_name: 'Ana',
        last_name: 'Ruiz',
        birth_date: '1980-07-04',
        email: 'ana@example.com',
        zip: '75201',
        state: 'TX',
        gender: 1,
        ssn_sealed: null,
        ssn_last4: null,
        agent_id: null,
        employer_group_id: null,
        platform_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async function givenEnrollment(memberId: number | null) {
    const publicId = newPublicId();
    const row = await db
      .insertInto('enrollment')
      .values({
        public_id: publicId,
        created_by_session: null,
        agent_id: null,
        employer_group_id: null,
        member_id: memberId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, publicId };
  }

  async function givenBillingStep(enrollment: { id: number; publicId: string }, number: string) {
    const sealed = JSON.stringify({ card_number: number, address1: '200 Oak Avenue', city: 'Austin' });
    await db
      .insertInto('enrollment_step')
      .values({
        enrollment_id: enrollment.id,
        tab_name: 'billing_info',
        state: 'saved',
        data: JSON.stringify(stepData(number)),
        sealed_data: cipher.seal(sealed, stepPlace(enrollment.publicId, 'billing_info')),
        saved_at: now,
      })
      .execute();
  }

  it('refuses to move card numbers without the data key, then moves them once with it', async () => {
    // In progress: a card entered at the billing step.
    const open = await givenEnrollment(null);
    await givenBillingStep(open, mastercard);
    // Completed before 0049: the step, the policy's copy, and the card on file completion kept.
    const member = await givenMember();
    const done = await givenEnrollment(member.id);
    await givenBillingStep(done, visa);
    const policyPublicId = `BS-${'A1B2'}-${'C3D4'}-${'E5F6'}-${'G7H8'}`;
    const policy = await db
      .insertInto('policy')
      .values({
        public_id: policyPublicId,
        enrollment_id: done.id,
        member_id: member.id,
        effective_date: '2026-06-01',
        language: 'en',
        first_month_cents: 2157,
        recurring_cents: 2157,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('policy_step')
      .values({
        policy_id: policy.id,
        tab_name: 'billing_info',
        data: JSON.stringify(stepData(visa)),
        sealed_data: cipher.seal(
          JSON.stringify({ card_number: visa, address1: '200 Oak Avenue', city: 'Austin' }),
          policyStepPlace(policyPublicId, 'billing_info'),
        ),
        saved_at: now,
      })
      .execute();
    const onFileId = newPublicId();
    // In 0031's shape, which the table types no longer describe.
    const shown = {
      name_on_cc: 'Ana Ruiz',
      last4: '1111',
      card_type: 'visa',
      expiration_month: '09',
      expiration_year: '2040',
    };
    const sealedNumber = cipher.seal(JSON.stringify({ card_number: visa }), cardPlace(onFileId));
    await sql`insert into member_card (public_id, member_id, data, sealed_data, saved_at)
      values (${onFileId}, ${member.id}, ${JSON.stringify(shown)}::jsonb, ${sealedNumber}, ${now})`.execute(db);

    await expect(migrate(db, { storedSql: storedSql() })).rejects.toThrow(/migration 0049/);
    await migrate(db, { storedSql: storedSql(), sealer: cipher });

    const stepOf = (enrollmentId: number) =>
      db
        .selectFrom('enrollment_step')
        .select(['data', 'sealed_data'])
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
    const openStep = await stepOf(open.id);
    const openCardId = (openStep.data as { card_id?: string }).card_id ?? '';
    expect(openStep.data).toMatchObject({ card_number: 'XXXX4444' });
    expect(cipher.open(openStep.sealed_data ?? '', stepPlace(open.publicId, 'billing_info'))).toBe(
      '{"address1":"200 Oak Avenue","city":"Austin"}',
    );
    expect(await cardOf(db, cipher, openCardId)).toBe(mastercard);
    const entered = await db
      .selectFrom('member_card')
      .select(['member_id', 'enrollment_id', 'data'])
      .where('public_id', '=', openCardId)
      .executeTakeFirstOrThrow();
    expect(entered).toEqual({
      member_id: null,
      enrollment_id: open.id,
      data: {
        name_on_cc: 'Ana Ruiz',
        last4: '4444',
        card_type: 'visa',
        expiration_month: '09',
        expiration_year: '2040',
      },
    });

    // The completed enrollment's step and its policy's copy both name the card on file: no copy.
    const doneStep = await stepOf(done.id);
    expect(doneStep.data).toMatchObject({ card_id: onFileId, card_number: 'XXXX1111' });
    expect(cipher.open(doneStep.sealed_data ?? '', stepPlace(done.publicId, 'billing_info'))).not.toContain(visa);
    const policyStep = await db
      .selectFrom('policy_step')
      .select(['data', 'sealed_data'])
      .where('policy_id', '=', policy.id)
      .executeTakeFirstOrThrow();
    expect(policyStep.data).toMatchObject({ card_id: onFileId, card_number: 'XXXX1111' });
    expect(cipher.open(policyStep.sealed_data ?? '', policyStepPlace(policyPublicId, 'billing_info'))).not.toContain(
      visa,
    );
    const cards = await db
      .selectFrom('member_card')
      .select(['public_id', 'sealed_data', 'used_at', 'saved_at'])
      .execute();
    const numbers = cards.map((card) =>
      card.sealed_data ? cipher.open(card.sealed_data, cardPlace(card.public_id)) : '',
    );
    expect(numbers.filter((text) => text.includes(visa))).toHaveLength(1);
    expect(numbers.filter((text) => text.includes(mastercard))).toHaveLength(1);
    const kept = cards.find((card) => card.public_id === onFileId);
    expect(kept?.used_at).toEqual(kept?.saved_at);
  });
});
