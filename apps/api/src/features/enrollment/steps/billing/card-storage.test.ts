// Card numbers kept once (decision 0039), on both databases: the billing step and the policy's copy
// of it hold the card's id and last four digits, the number is in member_card only, a new save
// replaces the card it entered, a completion gives the card to the member; the card-retention job
// deletes numbers not used for CARD_RETENTION_DAYS (the clock moved, not waited for).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../../../test/app';
import { builtTabs, completableEnrollment, injectSend, type Send } from '../../../../../test/completable';
import { testDatabases } from '../../../../../test/databases';
import { allJobs } from '../../../../all-jobs';
import type { Db } from '../../../../db/database';
import { runDueJobs, scheduleRecurring } from '../../../../jobs/runner';
import { readConfig } from '../../../../lib/config';
import type { FieldCipher } from '../../../../lib/field-crypto';
import { newPublicId } from '../../../../lib/ids';
import { mailboxTransport } from '../../../messaging/transport';
import { policyStepPlace } from '../../completion/service';
import { stepPlace } from '../../step-service';
import { cardOf, cardPlace, cardUsed, forgetCard, keepCard } from './card-storage';
import { cardsOnFile } from './service';

const day = 24 * 60 * 60 * 1000;
const later = (start: Date, days: number) => new Date(start.getTime() + days * day);
const nextYear = String(new Date().getUTCFullYear() + 1);
const visa = '4111111111111111';
const mastercard = '5555555555554444';
const card = {
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Ruiz',
  expiration_month: '09',
  expiration_year: nextYear,
  security_code: '917',
  address1: '200 Oak Avenue',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  is_physical_address: 'no',
};

/** Every sealed value of `rows`, opened where it is bound: what a stolen key would show of them. */
function opened(
  cipher: FieldCipher,
  rows: readonly { sealed_data: string | null; place: Parameters<FieldCipher['open']>[1] }[],
) {
  return rows.map((row) => (row.sealed_data === null ? '' : cipher.open(row.sealed_data, row.place))).join('\n');
}

describe.each(testDatabases)('the card storage on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const send: Send = (method, path, body) => injectSend(t.app, cookie)(method, path, body);
  const enrollmentRow = (publicId: string) =>
    t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
  const cardsOf = (enrollmentId: number) =>
    t.app.db.selectFrom('member_card').selectAll().where('enrollment_id', '=', enrollmentId).execute();

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
  });
  afterAll(() => t.close());

  it('keeps a card number once: the billing step and the policy hold its id and last four digits', async () => {
    const publicId = await completableEnrollment(send, 'ana.card@example.com');
    const enrollment = await enrollmentRow(publicId);
    const saveCard = (number: string) =>
      send('POST', 'save-billing-info', { enrollment_id: publicId, ...card, card_number: number });
    expect((await saveCard(mastercard)).status).toBe(200);
    expect((await saveCard(visa)).status).toBe(200);

    // The step: the card's id and its last four digits; its sealed part holds no number.
    const step = await t.app.db
      .selectFrom('enrollment_step')
      .select(['data', 'sealed_data'])
      .where('enrollment_id', '=', enrollment.id)
      .where('tab_name', '=', 'billing_info')
      .executeTakeFirstOrThrow();
    expect(step.data).toMatchObject({ payment_method: 'cc', card_number: 'XXXX1111', card_type: 'visa' });
    const cardId = (step.data as { card_id?: unknown }).card_id;
    if (typeof cardId !== 'string') throw new Error('the billing step names no card');
    const stepPlain = opened(t.app.cipher, [{ ...step, place: stepPlace(publicId, 'billing_info') }]);
    expect(stepPlain).toContain('200 Oak Avenue');
    expect(stepPlain).not.toContain(visa);

    // One card for the enrollment, the second save's: the first one entered is gone.
    const kept = await cardsOf(enrollment.id);
    expect(kept.map((row) => row.public_id)).toEqual([cardId]);
    expect(kept[0]?.member_id).toBeNull();
    expect(await cardOf(t.app.db, t.app.cipher, cardId)).toBe(visa);

    // Completed: the policy's copy names the same card, which is now the member's, still one row.
    const done = await send('POST', 'save-review-info', { enrollment_id: publicId, first_enroll: 1 });
    expect(done.status).toBe(200);
    const policy = await t.app.db
      .selectFrom('policy')
      .select(['id', 'public_id', 'member_id'])
      .where('enrollment_id', '=', enrollment.id)
      .executeTakeFirstOrThrow();
    const policyStep = await t.app.db
      .selectFrom('policy_step')
      .select(['data', 'sealed_data'])
      .where('policy_id', '=', policy.id)
      .where('tab_name', '=', 'billing_info')
      .executeTakeFirstOrThrow();
    expect(policyStep.data).toMatchObject({ card_id: cardId, card_number: 'XXXX1111' });
    expect(
      opened(t.app.cipher, [{ ...policyStep, place: policyStepPlace(policy.public_id, 'billing_info') }]),
    ).not.toContain(visa);
    const cards = await t.app.db.selectFrom('member_card').select(['public_id', 'member_id', 'sealed_data']).execute();
    const withNumber = cards.filter(
      (row) => row.sealed_data !== null && t.app.cipher.open(row.sealed_data, cardPlace(row.public_id)).includes(visa),
    );
    expect(withNumber).toEqual([{ public_id: cardId, member_id: policy.member_id, sealed_data: expect.any(String) }]);
  });

  it('refuses to complete with a card whose number was deleted, naming the card', async () => {
    const publicId = await completableEnrollment(send, 'ana.deleted@example.com');
    const saved = await send('POST', 'save-billing-info', { enrollment_id: publicId, ...card, card_number: visa });
    expect(saved.status).toBe(200);
    const [entered] = await cardsOf((await enrollmentRow(publicId)).id);
    if (!entered) throw new Error('no card was kept');
    await forgetCard(t.app.db, entered.public_id);
    const done = await send('POST', 'save-review-info', { enrollment_id: publicId, first_enroll: 1 });
    expect(done.status).toBe(400);
    expect(JSON.stringify(done.body)).toContain('card_id');
    expect(
      await t.app.db
        .selectFrom('policy')
        .select('id')
        .where('enrollment_id', '=', (await enrollmentRow(publicId)).id)
        .execute(),
    ).toEqual([]);
  });

  it('forgets the card a step entered when the step pays otherwise', async () => {
    const publicId = await completableEnrollment(send, 'ana.switch@example.com');
    const enrollment = await enrollmentRow(publicId);
    const saved = await send('POST', 'save-billing-info', { enrollment_id: publicId, ...card, card_number: visa });
    expect(saved.status).toBe(200);
    expect(await cardsOf(enrollment.id)).toHaveLength(1);
    await t.app.db
      .updateTable('billing_config')
      .set({ payment_methods: ['cc', 'stmt'] })
      .execute();
    try {
      const statement = await send('POST', 'save-billing-info', { enrollment_id: publicId, payment_method: 'stmt' });
      expect(statement.status).toBe(200);
      expect(await cardsOf(enrollment.id)).toEqual([]);
    } finally {
      await t.app.db
        .updateTable('billing_config')
        .set({ payment_methods: ['cc'] })
        .execute();
    }
  });
});

describe.each(testDatabases)('card retention on $name', (database) => {
  let db: Db;
  let cipher: FieldCipher;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    db = t.app.db;
    cipher = t.app.cipher;
  });
  afterAll(() => t.close());

  /** A member with an enrollment of their own (to list their cards on file). */
  async function givenMember() {
    const member = await db
      .insertInto('member')
      .values({
        public_id: newPublicId(),
        first_name: 'Rita',
        last_name: 'Mora',
        birth_date: '1975-03-02',
        email: 'rita@example.com',
        zip: '75201',
        state: 'TX',
        gender: 2,
        ssn_sealed: null,
        ssn_last4: null,
        agent_id: null,
        employer_group_id: null,
        platform_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const enrollment = await db
      .insertInto('enrollment')
      .values({
        public_id: newPublicId(),
        created_by_session: null,
        agent_id: null,
        employer_group_id: null,
        member_id: member.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { memberId: member.id, enrollmentId: enrollment.id };
  }

  it('is 400 days unless CARD_RETENTION_DAYS says otherwise', () => {
    expect(readConfig({}).CARD_RETENTION_DAYS).toBe(400);
    expect(readConfig({ CARD_RETENTION_DAYS: '30' }).CARD_RETENTION_DAYS).toBe(30);
    expect(() => readConfig({ CARD_RETENTION_DAYS: '0' })).toThrow(/CARD_RETENTION_DAYS/);
  });

  it('deletes a card number once it went unused for the retention period, by the hourly job', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const { memberId, enrollmentId } = await givenMember();
    const onFile = (number: string) => ({
      name_on_cc: 'Rita Mora',
      card_number: number,
      expiration_month: '12',
      expiration_year: '2040',
    });
    const idle = await keepCard(db, cipher, { memberId }, onFile(visa), now);
    const usedAgain = await keepCard(db, cipher, { memberId }, onFile(mastercard), now);
    const jobs = allJobs({ cipher, transport: mailboxTransport, blobs: t.app.blobs, cardRetentionDays: 30 }).filter(
      (job) => job.name === 'card-retention',
    );
    await scheduleRecurring(db, jobs, now);
    const onFileIds = async () => (await cardsOnFile(db, enrollmentId)).map((shown) => shown.card_id);

    expect(await runDueJobs(db, jobs, later(now, 29))).toBe(1);
    expect(await cardOf(db, cipher, idle.card_id)).toBe(visa);
    await cardUsed(db, usedAgain.card_id, later(now, 20));

    expect(await runDueJobs(db, jobs, later(now, 31))).toBe(1);
    expect(await cardOf(db, cipher, idle.card_id)).toBeUndefined();
    expect(await cardOf(db, cipher, usedAgain.card_id)).toBe(mastercard);
    expect(await onFileIds()).toEqual([usedAgain.card_id]);
    // What may be shown of the deleted card stays for the records that name it.
    const deleted = await db
      .selectFrom('member_card')
      .select(['data', 'sealed_data'])
      .where('public_id', '=', idle.card_id)
      .executeTakeFirstOrThrow();
    expect(deleted).toEqual({ data: expect.objectContaining({ last4: '1111' }), sealed_data: null });

    expect(await runDueJobs(db, jobs, later(now, 51))).toBe(1);
    expect(await cardOf(db, cipher, usedAgain.card_id)).toBeUndefined();
    expect(await onFileIds()).toEqual([]);
  });
});
