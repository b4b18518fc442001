// The helper every step's save uses: field rules from code defaults overridden per portal and
// group, a step's answers saved with its personal fields sealed to that enrollment and step, and
// written after an unlocked read only if nothing changed since (decision 0031).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { SealedValueUnreadable } from '../../lib/field-crypto';
import { hashToken } from '../../lib/ids';
import * as stepRepo from './step-repo';
import { StepChanged } from './step-save-read';
import { fieldRulesOf, readStep, saveStep } from './step-service';

describe.each(testDatabases)('wizard step helper on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const refOf = async (publicId: string) =>
    t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id', 'platform_id', 'employer_group_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
  const weightRule = async (id: number) =>
    (await fieldRulesOf(t.app.db, id, 'primary_info')).find((rule) => rule.field_name === 'weight');

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('takes the code defaults, then the most specific configured row of each field', async () => {
    const enrollment = await refOf(await enrollmentOf(t.app, cookie));
    expect(await weightRule(enrollment.id)).toEqual({ field_name: 'weight', required: true, read_only: false });
    const portal = await t.app.db.selectFrom('platform').select('id').limit(1).executeTakeFirstOrThrow();
    const group = await t.app.db.selectFrom('employer_group').select('id').limit(1).executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ platform_id: portal.id }).where('id', '=', enrollment.id).execute();
    const row = { tab_name: 'primary_info', field_name: 'weight' } as const;
    await t.app.db
      .insertInto('step_field')
      .values([
        { ...row, platform_id: null, employer_group_id: group.id, required: true, read_only: true },
        { ...row, platform_id: portal.id, employer_group_id: null, required: false, read_only: false },
      ])
      .execute();
    expect(await weightRule(enrollment.id)).toMatchObject({ required: false, read_only: false });
    // A group's row outranks a portal's.
    await t.app.db
      .updateTable('enrollment')
      .set({ employer_group_id: group.id })
      .where('id', '=', enrollment.id)
      .execute();
    expect(await weightRule(enrollment.id)).toMatchObject({ required: true, read_only: true });
    await t.app.db.deleteFrom('step_field').execute();
  });

  it('seals the personal fields to the enrollment and step', async () => {
    const first = await refOf(await enrollmentOf(t.app, cookie));
    const second = await refOf(await enrollmentOf(t.app, cookie));
    const answers = { data: { first_name: 'Ana' }, sealed: { ssn: '123456789' } };
    await saveStep(t.app.db, t.app.cipher, first, 'primary_info', answers, t.app.now());
    expect(await readStep(t.app.db, t.app.cipher, first, 'primary_info')).toEqual({ state: 'saved', ...answers });
    const stored = await t.app.db
      .selectFrom('enrollment_step')
      .selectAll()
      .where('enrollment_id', '=', first.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain('123456789');
    // Copied to another enrollment, it does not open.
    await t.app.db
      .insertInto('enrollment_step')
      .values({
        enrollment_id: second.id,
        tab_name: 'primary_info',
        state: 'saved',
        data: '{}',
        sealed_data: stored[0]?.sealed_data ?? null,
        saved_at: new Date(),
      })
      .execute();
    await expect(readStep(t.app.db, t.app.cipher, second, 'primary_info')).rejects.toBeInstanceOf(
      SealedValueUnreadable,
    );
    expect(await readStep(t.app.db, t.app.cipher, second, 'contact_info')).toBeUndefined();
  });

  it('writes a step after an unlocked read only while its rows are as read', async () => {
    const cookieOf = await newSessionCookie(t.app);
    const publicId = await enrollmentOf(t.app, cookieOf);
    const enrollment = await refOf(publicId);
    const token = cookieOf.slice(cookieOf.indexOf('=') + 1);
    const readNow = async () => {
      const found = await stepRepo.stepSaveRead(t.app.db, hashToken(token), t.app.now(), publicId, 'primary_info');
      if (!found?.enrollment) throw new Error('the session cannot touch its own enrollment');
      return found.enrollment;
    };
    const save = (weight: number, read: stepRepo.StepVersions) =>
      saveStep(t.app.db, t.app.cipher, enrollment, 'primary_info', { data: { weight } }, t.app.now(), { read });
    const weightSaved = async () => (await readStep(t.app.db, t.app.cipher, enrollment, 'primary_info'))?.data.weight;

    // Not started: written when still not started, and not when another save came first.
    const first = await readNow();
    expect(first.step_version).toBeNull();
    await save(150, first);
    await expect(save(151, first)).rejects.toBeInstanceOf(StepChanged);
    expect(await weightSaved()).toBe(150);
    // Started: written when unchanged, not when the step or the enrollment's row changed.
    const second = await readNow();
    await save(160, second);
    expect(await weightSaved()).toBe(160);
    await expect(save(161, second)).rejects.toBeInstanceOf(StepChanged);
    const third = await readNow();
    await t.app.db.updateTable('enrollment').set({ zip: '78701' }).where('id', '=', enrollment.id).execute();
    await expect(save(170, third)).rejects.toBeInstanceOf(StepChanged);
    expect(await weightSaved()).toBe(160);
    // Nothing else writes the step: read again, it is written.
    await save(170, await readNow());
    expect(await weightSaved()).toBe(170);
  });
});
