// An enrollment's revision (migration 0044, decision 0033) moves with every write its listing could
// see: any update of its row, and an insert, update or delete of its cart lines, health answers and
// declines; another enrollment's writes leave it alone. A kept listing is found by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Db } from './database';

describe.each(testDatabases)('enrollment revision on $name', (database) => {
  let db: Db;
  let mine: number;
  let other: number;

  const revisions = async () => {
    const rows = await db
      .selectFrom('enrollment')
      .select(['id', 'revision'])
      .where('id', 'in', [mine, other])
      .execute();
    return Object.fromEntries(rows.map((row) => [row.id === mine ? 'mine' : 'other', String(row.revision)]));
  };
  /** Runs `write`, then says whether my enrollment's revision moved and the other's did not. */
  const moves = async (write: () => Promise<unknown>) => {
    const before = await revisions();
    await write();
    const after = await revisions();
    expect(after.other).toBe(before.other);
    return after.mine !== before.mine;
  };

  beforeAll(async () => {
    db = await database.open();
    const made = await db
      .insertInto('enrollment')
      .values([{ public_id: 'revision-mine' }, { public_id: 'revision-other' }])
      .returning('id')
      .execute();
    [mine, other] = made.map((row) => row.id) as [number, number];
  });
  afterAll(() => db.destroy());

  it('moves with any update of the enrollment row', async () => {
    expect(await moves(() => db.updateTable('enrollment').set({ zip: '75201' }).where('id', '=', mine).execute())).toBe(
      true,
    );
    expect(
      await moves(() =>
        db.updateTable('enrollment').set({ effective_date: '2027-01-01' }).where('id', '=', mine).execute(),
      ),
    ).toBe(true);
  });

  it('moves with every write to its cart lines', async () => {
    const line = { enrollment_id: mine, plan_id: 'DEN-PLUS', plan_pricing_id: 'p1', price_cents: 2000 };
    expect(await moves(() => db.insertInto('cart_line').values(line).execute())).toBe(true);
    expect(
      await moves(() =>
        db.updateTable('cart_line').set({ price_cents: 2100 }).where('enrollment_id', '=', mine).execute(),
      ),
    ).toBe(true);
    expect(await moves(() => db.deleteFrom('cart_line').where('enrollment_id', '=', mine).execute())).toBe(true);
  });

  it('moves with every write to its health answers and declines', async () => {
    const answer = { enrollment_id: mine, question_id: '146', sealed_answer: 'sealed', answered_at: new Date() };
    expect(await moves(() => db.insertInto('health_answer').values(answer).execute())).toBe(true);
    expect(
      await moves(() =>
        db.updateTable('health_answer').set({ sealed_answer: 'resealed' }).where('enrollment_id', '=', mine).execute(),
      ),
    ).toBe(true);
    expect(await moves(() => db.deleteFrom('health_answer').where('enrollment_id', '=', mine).execute())).toBe(true);
    expect(
      await moves(() => db.insertInto('plan_decline').values({ enrollment_id: mine, plan_id: 'CI-CANCER' }).execute()),
    ).toBe(true);
    expect(await moves(() => db.deleteFrom('plan_decline').where('enrollment_id', '=', mine).execute())).toBe(true);
  });

  it('stays when nothing of the enrollment is written', async () => {
    expect(await moves(() => db.selectFrom('enrollment').selectAll().where('id', '=', mine).execute())).toBe(false);
    // A write that matches no row of it.
    expect(await moves(() => db.deleteFrom('cart_line').where('enrollment_id', '=', mine).execute())).toBe(false);
  });
});
