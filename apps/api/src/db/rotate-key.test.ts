// Key rotation on both databases: values sealed under key A (and v1 values) are re-sealed in
// batches so that key B alone opens them; a sealed value copied to another row or column does not open.
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { putBlob } from '../features/documents/blob-service';
import { sealedBlobFiles } from '../features/documents/sealed-files';
import { memberDependentPlace, memberSsnPlace, policyStepPlace } from '../features/enrollment/completion/service';
import { readStep, saveStep } from '../features/enrollment/step-service';
import { keepMemberBeneficiaries, memberPlace } from '../features/enrollment/steps/beneficiaries/service';
import { keepCard } from '../features/enrollment/steps/billing/card-storage';
import { keepBankOnFile, paymentPlace } from '../features/enrollment/steps/billing/service';
import { keepMemberHealth, memberHealthPlace } from '../features/enrollment/steps/health/service';
import { outboxPlace, queueEmail } from '../features/messaging/outbox';
import { quotePlace } from '../features/quotes/sealed';
import { answerPlace } from '../features/underwriting/repo';
import { BlobFiles } from '../lib/blob-files';
import { FieldCipher, keyIdOf, SealedValueUnreadable } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';
import { sealedColumns } from '../sealed-columns';
import type { Db } from './database';
import { rotateSealedValues } from './rotate-key';

/** A value in the first format (v1: no key id, no additional data), as older versions wrote it. */
function sealV1(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

const now = new Date('2026-05-01T12:00:00Z');

async function givenEnrollment(db: Db) {
  const publicId = newPublicId();
  const row = await db
    .insertInto('enrollment')
    .values({ public_id: publicId, created_by_session: null, agent_id: null, employer_group_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, publicId };
}

/** A member with one beneficiary on file, sealed by `cipher`. */
async function givenMemberBeneficiaries(db: Db, cipher: FieldCipher) {
  const member = await db
    .insertInto('member')
    .values({
      public_id: newPublicId(),
      first_name: 'Ana',
      last_name: 'Reyes',
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
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  const onFile = {
    beneficiary_id: newPublicId(),
    first_name: 'Leo',
    last_name: 'Reyes',
    relationship: 'child',
    beneficiary_percentage: 100,
    birthdate: '2012-06-01',
    ssn: '123456789',
  };
  await keepMemberBeneficiaries(db, cipher, member, [onFile], now);
  const health = { condition_questions: [{ question_id: '141', yes_no_flag: 1 as const }], notes: 'ROTATEHEALTH' };
  await keepMemberHealth(db, cipher, member, health, now);
  return member;
}

describe.each(testDatabases)('rotate-key on $name', (database) => {
  let db: Db;
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  const healthRows = (enrollmentId: number) =>
    db
      .selectFrom('health_answer')
      .select(['question_id', 'sealed_answer'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('question_id')
      .execute();

  it('re-seals every sealed value in batches so that the new key alone opens them', async () => {
    const underA = new FieldCipher(keyA);
    const first = await givenEnrollment(db);
    const second = await givenEnrollment(db);
    const questions = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];
    await db
      .insertInto('health_answer')
      .values([
        ...questions.map((q) => ({
          enrollment_id: first.id,
          question_id: q,
          sealed_answer: underA.seal(`{"answer":"${q}"}`, answerPlace('health_answer', first.publicId, q)),
          answered_at: now,
        })),
        {
          enrollment_id: second.id,
          question_id: 'q1',
          sealed_answer: sealV1(keyA, '{"answer":"legacy"}'),
          answered_at: now,
        },
      ])
      .execute();
    await db
      .insertInto('special_carrier_answer')
      .values({
        enrollment_id: first.id,
        question_id: 'a1',
        sealed_answer: underA.seal('{"true_condition":1}', answerPlace('special_carrier_answer', first.publicId, 'a1')),
        answered_at: now,
      })
      .execute();

    const messageId = await queueEmail(db, underA, {
      to: 'rotation@example.com',
      language: 'en',
      template: 'resume_code',
      data: { code: 'ROTATE1', link: 'https://store.example/continue-enrollment' },
    });

    const quoteId = 'QuoteRotationAAAAAAAAA';
    await db
      .insertInto('quote')
      .values({
        public_id: quoteId,
        enrollment_id: first.id,
        sender_name: 'Maria Alvarez',
        recipient_name: underA.seal('Ana Lopez', quotePlace(quoteId, 'recipient_name')),
        recipient_email: underA.seal('ana@example.com', quotePlace(quoteId, 'recipient_email')),
        message: null,
        language: 'en',
        sent_at: now,
        lines: '[]',
        household: '{}',
      })
      .execute();

    const member = await givenMemberBeneficiaries(db, underA);
    const bankId = await keepBankOnFile(
      db,
      underA,
      member.id,
      {
        account_name: 'Ana Reyes',
        bank_name: 'CITIBANK, N.A.',
        account_number: '44556677',
        account_type: 'checking',
        account_holder_type: 'individual',
        routing_number: '021000089',
      },
      now,
    );
    const { card_id: cardId } = await keepCard(
      db,
      underA,
      { memberId: member.id },
      { name_on_cc: 'Ana Reyes', card_number: '4111111111111111', expiration_month: '01', expiration_year: '2040' },
      now,
    );
    const firstRef = { id: first.id, public_id: first.publicId };
    await saveStep(db, underA, firstRef, 'primary_info', { data: {}, sealed: { ssn: '219094387' } }, now);

    // A completed enrollment's policy step, the member's SSN and dependents (migration 0032).
    const confirmation = 'BS-0000-0000-0000-0001';
    await db
      .updateTable('member')
      .set({ ssn_sealed: underA.seal('219094387', memberSsnPlace(member.public_id)) })
      .where('id', '=', member.id)
      .execute();
    await db
      .insertInto('member_dependent')
      .values({
        member_id: member.id,
        data: '{}',
        sealed_data: underA.seal('{"ssn":"123450000"}', memberDependentPlace(member.public_id)),
        saved_at: now,
      })
      .execute();
    const policy = await db
      .insertInto('policy')
      .values({
        public_id: confirmation,
        enrollment_id: first.id,
        member_id: member.id,
        effective_date: '2026-07-01',
        language: 'en',
        first_month_cents: 100,
        recurring_cents: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('policy_step')
      .values({
        policy_id: policy.id,
        tab_name: 'primary_info',
        data: '{}',
        sealed_data: underA.seal('{"ssn":"219094387"}', policyStepPlace(confirmation, 'primary_info')),
        saved_at: now,
      })
      .execute();

    const counts = await rotateSealedValues(db, new FieldCipher(keyB, [keyA]), {
      columns: sealedColumns,
      batchSize: 3,
    });
    expect(counts).toEqual([
      { column: 'health_answer.sealed_answer', resealed: 8 },
      { column: 'special_carrier_answer.sealed_answer', resealed: 1 },
      { column: 'outbox_message.sealed_recipient', resealed: 1 },
      { column: 'outbox_message.sealed_content', resealed: 1 },
      { column: 'quote.recipient_name', resealed: 1 },
      { column: 'quote.recipient_email', resealed: 1 },
      { column: 'quote.message', resealed: 0 },
      { column: 'enrollment_step.sealed_data', resealed: 1 },
      { column: 'member_beneficiary.sealed_data', resealed: 1 },
      { column: 'member_health.sealed_data', resealed: 1 },
      { column: 'policy_step.sealed_data', resealed: 1 },
      { column: 'member_dependent.sealed_data', resealed: 1 },
      { column: 'member.ssn_sealed', resealed: 1 },
      { column: 'member_bank.sealed_data', resealed: 1 },
      { column: 'member_card.sealed_data', resealed: 1 },
    ]);

    const onlyB = new FieldCipher(keyB);
    const firstRows = await healthRows(first.id);
    expect(
      firstRows.map((row) =>
        onlyB.open(row.sealed_answer, answerPlace('health_answer', first.publicId, row.question_id)),
      ),
    ).toEqual(questions.map((q) => `{"answer":"${q}"}`));
    const [legacy] = await healthRows(second.id);
    expect(onlyB.open(legacy?.sealed_answer ?? '', answerPlace('health_answer', second.publicId, 'q1'))).toBe(
      '{"answer":"legacy"}',
    );
    const special = await db.selectFrom('special_carrier_answer').select('sealed_answer').executeTakeFirstOrThrow();
    expect(onlyB.open(special.sealed_answer, answerPlace('special_carrier_answer', first.publicId, 'a1'))).toBe(
      '{"true_condition":1}',
    );
    for (const row of [...firstRows, legacy]) expect(row?.sealed_answer.startsWith(`v2.${keyIdOf(keyB)}.`)).toBe(true);
    const message = await db
      .selectFrom('outbox_message')
      .select(['sealed_recipient', 'sealed_content'])
      .where('public_id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(onlyB.open(message.sealed_recipient, outboxPlace(messageId, 'sealed_recipient'))).toBe(
      'rotation@example.com',
    );
    expect(onlyB.open(message.sealed_content, outboxPlace(messageId, 'sealed_content'))).toContain('ROTATE1');

    const quote = await db
      .selectFrom('quote')
      .select('recipient_email')
      .where('public_id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(onlyB.open(quote.recipient_email, quotePlace(quoteId, 'recipient_email'))).toBe('ana@example.com');

    const beneficiaries = await db
      .selectFrom('member_beneficiary')
      .select('sealed_data')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(onlyB.open(beneficiaries.sealed_data, memberPlace(member.public_id))).toContain('123456789');
    expect((await readStep(db, onlyB, firstRef, 'primary_info'))?.sealed).toEqual({ ssn: '219094387' });
    const health = await db
      .selectFrom('member_health')
      .select('sealed_data')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(onlyB.open(health.sealed_data, memberHealthPlace(member.public_id))).toContain('ROTATEHEALTH');

    const policyStep = await db.selectFrom('policy_step').select('sealed_data').executeTakeFirstOrThrow();
    expect(onlyB.open(policyStep.sealed_data ?? '', policyStepPlace(confirmation, 'primary_info'))).toContain(
      '219094387',
    );
    const memberRow = await db
      .selectFrom('member')
      .select('ssn_sealed')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(onlyB.open(memberRow.ssn_sealed ?? '', memberSsnPlace(member.public_id))).toBe('219094387');

    const bank = await db.selectFrom('member_bank').select('sealed_data').executeTakeFirstOrThrow();
    expect(onlyB.open(bank.sealed_data, paymentPlace('member_bank', bankId))).toBe('{"account_number":"44556677"}');
    const card = await db.selectFrom('member_card').select('sealed_data').executeTakeFirstOrThrow();
    expect(onlyB.open(card.sealed_data ?? '', paymentPlace('member_card', cardId))).toBe(
      '{"card_number":"4111111111111111"}',
    );

    // Nothing is left under the old key: a second run re-seals nothing.
    expect(
      (await rotateSealedValues(db, onlyB, { columns: sealedColumns, batchSize: 3 })).map((column) => column.resealed),
    ).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('re-seals the blob files under the new key when given BLOB_DIR', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rotate-blobs-'));
    const owner = await givenEnrollment(db);
    const bytes = Buffer.from('a screenshot, sealed under key A');
    const blobId = await putBlob(
      db,
      new BlobFiles(dir, new FieldCipher(keyA)),
      { id: owner.id, public_id: owner.publicId },
      {
        kind: 'screenshot',
        name: 'review_info',
        contentType: 'image/png',
        filename: 'review_info.png',
        bytes,
      },
    );
    const onlyB = new BlobFiles(dir, new FieldCipher(keyB));
    await expect(onlyB.read(blobId)).rejects.toThrow(SealedValueUnreadable);

    const bothKeys = new FieldCipher(keyB, [keyA]);
    const counts = await rotateSealedValues(db, bothKeys, {
      columns: sealedColumns,
      files: sealedBlobFiles(new BlobFiles(dir, bothKeys)),
      batchSize: 3,
    });
    expect(counts.at(-1)).toEqual({ column: 'blob files', resealed: 1 });
    expect((await onlyB.read(blobId)).equals(bytes)).toBe(true);
    expect(readFileSync(path.join(dir, blobId), 'utf8').startsWith(`v2.${keyIdOf(keyB)}.`)).toBe(true);
    expect(
      (
        await rotateSealedValues(db, bothKeys, { columns: sealedColumns, files: sealedBlobFiles(onlyB), batchSize: 3 })
      ).at(-1),
    ).toEqual({ column: 'blob files', resealed: 0 });
  });

  it('keeps a value copied to another row or column from opening', async () => {
    const cipher = new FieldCipher(keyB);
    const owner = await givenEnrollment(db);
    const other = await givenEnrollment(db);
    const sealed = cipher.seal('{"yes_no_flag":1}', answerPlace('health_answer', owner.publicId, '145'));
    await db
      .insertInto('health_answer')
      .values([
        { enrollment_id: owner.id, question_id: '145', sealed_answer: sealed, answered_at: now },
        { enrollment_id: owner.id, question_id: '146', sealed_answer: sealed, answered_at: now },
        { enrollment_id: other.id, question_id: '145', sealed_answer: sealed, answered_at: now },
      ])
      .execute();
    await db
      .insertInto('special_carrier_answer')
      .values({ enrollment_id: owner.id, question_id: '145', sealed_answer: sealed, answered_at: now })
      .execute();

    const [original, otherQuestion] = await healthRows(owner.id);
    expect(cipher.open(original?.sealed_answer ?? '', answerPlace('health_answer', owner.publicId, '145'))).toBe(
      '{"yes_no_flag":1}',
    );
    expect(() =>
      cipher.open(otherQuestion?.sealed_answer ?? '', answerPlace('health_answer', owner.publicId, '146')),
    ).toThrow(SealedValueUnreadable);
    const [otherHousehold] = await healthRows(other.id);
    expect(() =>
      cipher.open(otherHousehold?.sealed_answer ?? '', answerPlace('health_answer', other.publicId, '145')),
    ).toThrow(SealedValueUnreadable);
    expect(() => cipher.open(sealed, answerPlace('special_carrier_answer', owner.publicId, '145'))).toThrow(
      SealedValueUnreadable,
    );
  });
});
