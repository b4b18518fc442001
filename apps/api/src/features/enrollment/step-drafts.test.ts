// Save & Continue Later keeps a half-filled step as a draft (issue 32): a blank personal or contact
// step, beneficiaries adding up to less than 100, a half-filled employer step, a half-answered
// health step, saved as they stand (what is typed still checked
// by its own rule); the form shows the draft again; Next and completion still apply every rule, so
// an enrollment with a draft step is not completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import {
  beneficiaryAnswers,
  builtTabs,
  completableEnrollment,
  employerAnswers,
  quotedWithCart,
  type Send,
} from '../../../test/completable';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases)('drafts saved for later on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  // Each test saves for later from its own session, address and inbox (emails are limited per each).
  let address = '127.0.0.1';
  let inbox = 'ana@example.com';
  const fresh = async (n: number) => {
    cookie = await newSessionCookie(t.app);
    address = `198.51.100.${n}`;
    inbox = `draft.${n}@example.com`;
  };
  const send: Send = async (method, path, body) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie, 'accept-language': 'en' },
      remoteAddress: address,
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const later = (enrollmentId: string, tab: string, data: object) =>
    send('POST', 'save-enrollment', { enrollment_id: enrollmentId, tab, email: inbox, data });
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

  const stateOf = async (enrollmentId: string, tab: string) =>
    (
      await t.app.db
        .selectFrom('enrollment_step')
        .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
        .select('enrollment_step.state')
        .where('enrollment.public_id', '=', enrollmentId)
        .where('enrollment_step.tab_name', '=', tab as never)
        .executeTakeFirstOrThrow()
    ).state;

  it('saves a half-filled employer step as a draft; typed fields keep their rules; Next and completion still apply', async () => {
    await fresh(1);
    const enrollmentId = await completableEnrollment(send, 'draft.employer@example.com');
    const half = await later(enrollmentId, 'employer_info', { occupation: 'Dispatcher', city: 'Dallas' });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    expect(await stateOf(enrollmentId, 'employer_info')).toBe('draft');
    const read = await send('GET', `get-form-fields-employer-info?enrollment_id=${enrollmentId}`);
    const values = Object.fromEntries(
      (read.body.data as { result: { field_name: string; value: unknown }[] }).result.map((field) => [
        field.field_name,
        field.value,
      ]),
    );
    expect(values).toMatchObject({ occupation: 'Dispatcher', city: 'Dallas', name: null, phone: null });

    const badPhone = await later(enrollmentId, 'employer_info', { occupation: 'Dispatcher', phone: '12' });
    expect(badPhone.status).toBe(400);
    expect(Object.keys(fieldErrors(badPhone.body as never))).toEqual(['phone']);
    const retired = await later(enrollmentId, 'employer_info', { employment_status: 'R' });
    expect(fieldErrors(retired.body as never)).toEqual({
      employment_status: 'You cannot proceed with retired employer',
    });

    expect((await complete(enrollmentId)).body.message).toBe(
      'Please complete Employer Information before completing your enrollment.',
    );
    const next = await send('POST', 'save-employer-info', { enrollment_id: enrollmentId, occupation: 'Dispatcher' });
    expect(next.status).toBe(400);
    expect(Object.keys(fieldErrors(next.body as never))).toContain('name');

    // The whole form saved for later is a saved step, as Next saves it.
    expect((await later(enrollmentId, 'employer_info', employerAnswers)).status).toBe(200);
    expect(await stateOf(enrollmentId, 'employer_info')).toBe('saved');
  });

  it('saves a half-answered health step as a draft; typed answers keep their rules; Next and completion still apply', async () => {
    await fresh(2);
    const enrollmentId = await completableEnrollment(send, 'draft.health@example.com');
    const healthTab = t.app.db.updateTable('dynamic_tab').where('tab_name', '=', 'primary_health_info');
    await healthTab.set({ required: true }).execute();
    try {
      const asked = await send('GET', `get-health-questions-primary-health-info?enrollment_id=${enrollmentId}`);
      const { codition_questions: questions, medication_question: medication } = (
        asked.body.data as {
          result: {
            codition_questions: { question_id: string }[];
            medication_question: { question_id: string } | null;
          };
        }
      ).result;
      const [first] = questions;
      if (!first) throw new Error('the default portal asks health questions');
      // As the browser sends it: one question answered yes, its entry half-filled; the others not answered yet.
      const half = await later(enrollmentId, 'health_info', {
        condition_questions: questions.map(({ question_id }) =>
          question_id === first.question_id
            ? { question_id, yes_no_flag: '1', conditions: [{ symptoms: 'Cough', health_condition: '' }] }
            : { question_id, yes_no_flag: '', conditions: [{ symptoms: '' }] },
        ),
        ...(medication
          ? { medication_question: { question_id: medication.question_id, yes_no_flag: '', medications: [{}] } }
          : {}),
        notes: 'To finish tonight',
      });
      expect(half.status, JSON.stringify(half.body)).toBe(200);
      expect(await stateOf(enrollmentId, 'primary_health_info')).toBe('draft');
      const shown = await send('GET', `get-existing-primary-health-info?enrollment_id=${enrollmentId}`);
      expect(shown.body.data).toEqual({
        result: {
          condition_questions: [
            { question_id: first.question_id, yes_no_flag: 1, conditions: [{ symptoms: 'Cough' }] },
          ],
          medication_question: null,
          notes: 'To finish tonight',
        },
      });

      const future = await later(enrollmentId, 'health_info', {
        condition_questions: [
          { question_id: first.question_id, yes_no_flag: 1, conditions: [{ date_of_onset: '13/45/2020' }] },
        ],
      });
      expect(future.status).toBe(400);
      expect(Object.keys(fieldErrors(future.body as never))).toEqual([
        'condition_questions.0.conditions.0.date_of_onset',
      ]);
      const unknown = await later(enrollmentId, 'health_info', {
        condition_questions: [{ question_id: '999999', yes_no_flag: 0 }],
      });
      expect(unknown.status).toBe(400);

      expect((await complete(enrollmentId)).body.message).toBe(
        'Please complete Health Questions before completing your enrollment.',
      );
      const next = await send('POST', 'save-primary-health-info', {
        enrollment_id: enrollmentId,
        condition_questions: [{ question_id: first.question_id, yes_no_flag: 1, conditions: [{ symptoms: 'Cough' }] }],
      });
      expect(next.status).toBe(400);

      const whole = {
        condition_questions: questions.map(({ question_id }) => ({ question_id, yes_no_flag: 0 })),
        ...(medication ? { medication_question: { question_id: medication.question_id, yes_no_flag: 0 } } : {}),
      };
      expect((await later(enrollmentId, 'health_info', whole)).status).toBe(200);
      expect(await stateOf(enrollmentId, 'primary_health_info')).toBe('saved');
    } finally {
      await healthTab.set({ required: false }).execute();
    }
  });
});
