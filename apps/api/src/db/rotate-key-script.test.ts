// `npm run rotate-key` as an operator runs it, on the embedded database: it writes a new key on top
// of the key file, and re-seals the values under it (decision record 0008).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPlace } from '../features/underwriting/repo';
import { FieldCipher } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';
import { storedSql } from '../stored-sql';
import { migrate, openDatabase } from './database';

describe('npm run rotate-key', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');

  it('writes a new key on top of DATA_KEY_FILE and re-seals the embedded database under it', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'rotate-')), 'data');
    const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'rotate-key-')), 'store.key');
    const keyA = randomBytes(32);
    writeFileSync(keyFile, `${keyA.toString('base64')}\n`, { mode: 0o600 });

    const before = openDatabase({ kind: 'pglite', dataDir });
    await migrate(before, { storedSql: storedSql() });
    const publicId = newPublicId();
    const enrollment = await before
      .insertInto('enrollment')
      .values({ public_id: publicId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const place = answerPlace('health_answer', publicId, '145');
    await before
      .insertInto('health_answer')
      .values({
        enrollment_id: enrollment.id,
        question_id: '145',
        sealed_answer: new FieldCipher(keyA).seal('{"yes_no_flag":0}', place),
        answered_at: new Date(),
      })
      .execute();
    await before.destroy();

    const run = spawnSync('npm', ['run', '--silent', 'rotate-key', '--', '--new-key', '--batch-size', '2'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATA_KEY_FILE: keyFile, DATA_KEY: '', DATA_KEYS_OLD: '' },
      encoding: 'utf8',
    });
    expect(run.stderr).not.toContain('failed');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('health_answer.sealed_answer: 1 re-sealed');

    const [keyB = '', older = ''] = readFileSync(keyFile, 'utf8').trim().split('\n');
    expect(older).toBe(keyA.toString('base64'));
    const after = openDatabase({ kind: 'pglite', dataDir });
    try {
      const row = await after.selectFrom('health_answer').select('sealed_answer').executeTakeFirstOrThrow();
      expect(new FieldCipher(Buffer.from(keyB, 'base64')).open(row.sealed_answer, place)).toBe('{"yes_no_flag":0}');
    } finally {
      await after.destroy();
    }
  });
});
