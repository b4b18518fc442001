// v1 sealed values (bound to no row) on both databases: they open until a rotation has re-sealed
// every value, then the store's cipher refuses them (decision 0039).
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { answerPlace } from '../features/underwriting/repo';
import { readConfig } from '../lib/config';
import { FieldCipher, SealedValueUnreadable } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';
import { sealedColumns } from '../sealed-columns';
import type { Db } from './database';
import { firstFormatRetired, storeCipherOf } from './first-format';
import { rotateSealedValues } from './rotate-key';

/** A value in the first format, as older versions wrote it. */
function sealV1(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

describe.each(testDatabases)('v1 sealed values on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('open until rotate-key re-sealed them, and are refused from then on', async () => {
    const key = randomBytes(32);
    const config = readConfig({ DATA_KEY: key.toString('base64') });
    const publicId = newPublicId();
    const enrollment = await db
      .insertInto('enrollment')
      .values({ public_id: publicId, created_by_session: null, agent_id: null, employer_group_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const place = answerPlace('health_answer', publicId, '145');
    const legacy = sealV1(key, '{"yes_no_flag":1}');
    await db
      .insertInto('health_answer')
      .values({ enrollment_id: enrollment.id, question_id: '145', sealed_answer: legacy, answered_at: new Date() })
      .execute();

    expect(await firstFormatRetired(db)).toBe(false);
    expect((await storeCipherOf(config, db)).open(legacy, place)).toBe('{"yes_no_flag":1}');

    await rotateSealedValues(db, await storeCipherOf(config, db), { columns: sealedColumns, batchSize: 50 });
    expect(await firstFormatRetired(db)).toBe(true);
    const store = await storeCipherOf(config, db);
    const row = await db
      .selectFrom('health_answer')
      .select('sealed_answer')
      .where('enrollment_id', '=', enrollment.id)
      .executeTakeFirstOrThrow();
    expect(store.open(row.sealed_answer, place)).toBe('{"yes_no_flag":1}');
    // A v1 value put back (a restored row, a copy into another row) no longer opens.
    expect(() => store.open(legacy, place)).toThrow(SealedValueUnreadable);
    expect(() => store.open(legacy, answerPlace('health_answer', newPublicId(), '145'))).toThrow(SealedValueUnreadable);
    // A cipher made without the store's record (the settings alone) still opens it, unless told.
    expect(new FieldCipher(key).open(legacy, place)).toBe('{"yes_no_flag":1}');
  });
});
