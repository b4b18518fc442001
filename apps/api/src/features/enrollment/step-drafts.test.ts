// Save & Continue Later keeps a half-filled step as a draft (issue 32): a blank personal or contact
// step, beneficiaries adding up to less than 100, saved as they stand (what is typed still checked
// by its own rule); the form shows the draft again; Next and completion still apply every rule, so
// an enrollment with a draft step is not completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import {
  beneficiaryAnswers,
  builtTabs,
  completableEnrollment,
  quotedWithCart,
  type Send,
} from '../../../test/completable';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases)('drafts saved for later on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const send: Send = async (method, path, body) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie, 'accept-language': 'en' },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const later = (enrollmentId: string, tab: string, data: object) =>
    send('POST', 'save-enrollment', { enrollment_id: enrollmentId, tab, email: 'ana@example.com', data });
  const complete = (enrollmentId: string) =>
    send('POST', 'save-review-info', { enrollment_id: enrollmentId, first_enroll: 1 });
  const personalValues = async (enrollmentId: string) => {
    const res = await send('GET', `get-form-fields-personal-info?enrollment_id=${enrollmentId}`);
    const fields = (res.body.data as { result: { field_name: string; value: unknown }[] }).result;
    return Object.fromEntries(fields.map((field) => [field.field_name, field.value]));
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
  });
  afterAll(() => t.close());

  it('saves a blank or half-filled personal step; what is typed keeps its own rule; Next still asks everything', async () => {
    const enrollmentId = await quotedWithCart(send);
    const blank = await later(enrollmentId, 'primary_info', {});
    expect(blank.status).toBe(200);
    const half = await later(enrollmentId, 'primary_info', { first_name: 'Ana', ssn: '219094387' });
    expect(half.status).toBe(200);
    expect(await personalValues(enrollmentId)).toMatchObject({
      first_name: 'Ana',
      last_name: null,
      ssn: '***-**-4387',
    });
    const malformed = await later(enrollmentId, 'primary_info', { first_name: 'Ana', ssn: '12x' });
    expect(malformed.status).toBe(400);
    expect(fieldErrors(malformed.body as never)).toEqual({ ssn: 'Invalid Social Security Number' });
    const next = await send('POST', 'save-personal-info', { enrollment_id: enrollmentId, first_name: 'Ana' });
    expect(next.status).toBe(400);
    expect(Object.keys(fieldErrors(next.body as never))).toContain('last_name');
  });

  it('saves beneficiaries short of 100 and a blank contact step; completion refuses the drafts', async () => {
    const enrollmentId = await completableEnrollment(send, 'draft.ruiz@example.com');
    const [first] = beneficiaryAnswers.beneficiaries;
    const half = await later(enrollmentId, 'benificiary_info', {
      beneficiaries: [{ ...first, beneficiary_percentage: 50 }],
    });
    expect(half.status).toBe(200);
    const shown = await send('GET', `get-beneficiaries-existing-user-enrollment?enrollment_id=${enrollmentId}`);
    expect((shown.body.data as { result: { beneficiary_percentage: number }[] }).result).toMatchObject([
      { first_name: 'Leo', beneficiary_percentage: 50 },
    ]);
    const refused = await complete(enrollmentId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Please complete Beneficiary Information before completing your enrollment.');

    expect((await later(enrollmentId, 'contact_info', {})).status).toBe(200);
    expect((await later(enrollmentId, 'benificiary_info', beneficiaryAnswers)).status).toBe(200);
    expect((await complete(enrollmentId)).body.message).toBe(
      'Please complete Contact Information before completing your enrollment.',
    );
  });
});
