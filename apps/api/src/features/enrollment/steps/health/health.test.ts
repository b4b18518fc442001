// The health step's calls: the questions in English and Spanish (the spec's `codition_questions`),
// per portal; the answers checked (nested field errors in the caller's language), sealed, never
// logged, shown back to the enrollment's session only; an existing member's answers on file first;
// check-tab-required; Save & Continue Later under the same rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  startTestApp,
  stepCaller,
  type TestApp,
} from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { seedDemoHealth } from '../../../../seed/health';

const questionIds = ['141', '142', '143', '144', '145', '146', '147'];
const allNo = () => ({
  condition_questions: questionIds.map((question_id) => ({ question_id, yes_no_flag: 0 })),
  medication_question: { question_id: '148', yes_no_flag: 0 },
});
/** Every answer no but `changes`, by question id. */
const answersWith = (changes: Record<string, object>, rest: object = {}) => {
  const answers = allNo();
  return {
    ...answers,
    condition_questions: answers.condition_questions.map((answer) => ({
      ...answer,
      ...changes[answer.question_id],
    })),
    ...rest,
  };
};
const secretCondition = 'Zebrafish allergy SECRETCOND';
const secretMedication = 'Glowstatin SECRETMED';
const secretNotes = 'Weekly checkups SECRETNOTE';
const yesAnswers = answersWith(
  {
    '141': {
      yes_no_flag: 1,
      conditions: [{ health_condition: secretCondition, date_of_onset: '03/04/2019', is_treatment: 1, is_medicate: 0 }],
    },
    '145': { yes_no_flag: 1 },
    '146': {
      yes_no_flag: 1,
      conditions: [{ condition: 'Knee', status: 'Healing', physician_name: 'Dr. Ruiz', phone: '5125550100' }],
    },
  },
  {
    medication_question: {
      question_id: '148',
      yes_no_flag: 1,
      medications: [{ medication: secretMedication, dosage: '10 mg', medical_condition: 'Cholesterol' }],
    },
    notes: secretNotes,
  },
);

describe.each(testDatabases)('health step on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = stepCaller(
    () => t.app,
    () => cookie,
  );
  const save = (enrollment: string, answers: object, extra: { cookie?: string | undefined; es?: boolean } = {}) =>
    call('POST', 'save-primary-health-info', { enrollment_id: enrollment, ...answers }, extra);
  const onFile = (enrollment: string, who = cookie) =>
    call('GET', `get-existing-primary-health-info?enrollment_id=${enrollment}`, undefined, { cookie: who });

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('asks the applicant the seeded questions in the language of the request, spelt codition_questions', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const en = await call('GET', `get-health-questions-primary-health-info?enrollment_id=${enrollment}`);
    expect(en.status).toBe(200);
    const { codition_questions, medication_question } = en.body.data.result;
    expect(codition_questions.map((question: { question_id: string }) => question.question_id)).toEqual(questionIds);
    expect(codition_questions[4]).toEqual({
      question_id: '145',
      question_text: 'Have you used tobacco or nicotine products in the past 12 months?',
    });
    expect(medication_question).toEqual({
      question_id: '148',
      question_text: 'Are you currently taking any prescription medication?',
    });
    const es = await call('GET', `get-health-questions-primary-health-info?enrollment_id=${enrollment}`, undefined, {
      es: true,
    });
    expect(es.body.data.result.medication_question.question_text).toBe(
      '¿Toma actualmente algún medicamento con receta?',
    );
    expect(es.body.data.result.codition_questions[4].question_text).toBe(
      '¿Ha consumido tabaco o productos con nicotina en los últimos 12 meses?',
    );
  });

  it("asks dependents their own set (no tobacco question), and a portal's own set replaces the default", async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const dependents = await call('GET', `get-health-questions-dependent-info?enrollment_id=${enrollment}`);
    expect(dependents.status).toBe(200);
    expect(
      dependents.body.data.result.codition_questions.map((question: { question_id: string }) => question.question_id),
    ).toEqual(['141', '142', '143', '144', '146', '147']);

    const portal = await t.app.db
      .selectFrom('platform')
      .select('id')
      .where('platform_code', '=', 'MED65')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('health_question_set')
      .values([
        { platform_id: portal.id, employer_group_id: null, audience: 'primary', question_id: '146', position: 0 },
        { platform_id: portal.id, employer_group_id: null, audience: 'primary', question_id: '141', position: 1 },
      ])
      .execute();
    await t.app.db
      .updateTable('enrollment')
      .set({ platform_id: portal.id })
      .where('public_id', '=', enrollment)
      .execute();
    const asked = await call('GET', `get-health-questions-primary-health-info?enrollment_id=${enrollment}`);
    expect(asked.body.data.result).toEqual({
      codition_questions: [
        expect.objectContaining({ question_id: '146' }),
        expect.objectContaining({ question_id: '141' }),
      ],
      medication_question: null,
    });
    // That enrollment answers the portal's two questions, in the portal's order, and no medication question.
    const two = {
      condition_questions: [
        { question_id: '141', yes_no_flag: 0 },
        { question_id: '146', yes_no_flag: 0 },
      ],
    };
    expect((await save(enrollment, two)).status).toBe(200);
    expect((await save(enrollment, allNo())).status).toBe(400);
  });

  it('saves the answers sealed, never logged, and shows them back to the enrollment only', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    expect((await onFile(enrollment)).body.data.result).toBeNull();
    const saved = await save(enrollment, yesAnswers);
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('success');
    const { body, text } = await onFile(enrollment);
    expect(text).toContain(secretCondition);
    expect(body.data.result.condition_questions[0]).toEqual({
      question_id: '141',
      yes_no_flag: 1,
      conditions: [{ health_condition: secretCondition, date_of_onset: '03/04/2019', is_treatment: 1, is_medicate: 0 }],
    });
    expect(body.data.result.condition_questions[4]).toEqual({ question_id: '145', yes_no_flag: 1, conditions: [] });
    expect(body.data.result.medication_question).toEqual({
      question_id: '148',
      yes_no_flag: 1,
      medications: [{ id: '1', medication: secretMedication, dosage: '10 mg', medical_condition: 'Cholesterol' }],
    });
    expect(body.data.result.notes).toBe(secretNotes);

    const rows = JSON.stringify(await t.app.db.selectFrom('enrollment_step').selectAll().execute());
    for (const secret of ['SECRETCOND', 'SECRETMED', 'SECRETNOTE', 'Dr. Ruiz']) {
      expect(rows).not.toContain(secret);
      expect(t.logLines.join('\n')).not.toContain(secret);
    }
    // get-enrollment-temp-info says the step is saved, and shows none of it.
    const temp = await call('GET', `get-enrollment-temp-info?enrollment_id=${enrollment}&column=health_info`);
    expect(temp.status).toBe(200);
    expect(temp.body.data.result).toEqual({});

    const other = await newSessionCookie(t.app);
    expect((await onFile(enrollment, other)).status).toBe(404);
    expect((await save(enrollment, allNo(), { cookie: other })).status).toBe(404);
    expect((await save(enrollment, allNo(), { cookie: undefined })).status).toBe(403);
    for (const url of ['get-health-questions-primary-health-info', 'get-health-questions-dependent-info'])
      expect((await call('GET', `${url}?enrollment_id=${enrollment}`, undefined, { cookie: other })).status).toBe(404);
    expect((await onFile(enrollment)).body.data.result.notes).toBe(secretNotes);
  });

  it('puts each problem under its nested key, in English and Spanish', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const sent = answersWith(
      { '142': { yes_no_flag: 1, conditions: [{ date_of_onset: '01/01/2099' }] }, '147': { yes_no_flag: 1 } },
      { medication_question: { question_id: '148', yes_no_flag: 1, medications: [{ dosage: '5 mg' }] } },
    );
    const en = await save(enrollment, sent);
    expect(en.status).toBe(400);
    expect(en.body.status).toBe('error');
    expect(fieldErrors(en.body)).toEqual({
      'condition_questions.1.conditions.0.health_condition': 'Field is required',
      'condition_questions.1.conditions.0.date_of_onset': 'Date cannot be in the future',
      'condition_questions.6.conditions.0.condition': 'Field is required',
      'condition_questions.6.conditions.0.status': 'Field is required',
      'condition_questions.6.conditions.0.physician_name': 'Field is required',
      'medication_question.medications.0.medication': 'Field is required',
    });
    const es = await save(enrollment, sent, { es: true });
    expect(fieldErrors(es.body)['condition_questions.1.conditions.0.health_condition']).toBe(
      'Este campo es obligatorio',
    );
    expect((await onFile(enrollment)).body.data.result).toBeNull();
  });

  it('wants every question answered and refuses bad input without a 500', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const unanswered = allNo();
    const missing = await save(enrollment, {
      ...unanswered,
      condition_questions: unanswered.condition_questions.slice(0, 5),
    });
    expect(fieldErrors(missing.body)).toEqual({
      'condition_questions.5.yes_no_flag': 'Please answer all questions',
      'condition_questions.6.yes_no_flag': 'Please answer all questions',
    });
    const noFlag = await save(enrollment, answersWith({ '143': { yes_no_flag: undefined } }));
    expect(fieldErrors(noFlag.body)).toEqual({ 'condition_questions.2.yes_no_flag': 'Please answer all questions' });
    const four = { medication: 'A' };
    const tooMany = await save(enrollment, {
      ...allNo(),
      medication_question: { question_id: '148', yes_no_flag: 1, medications: [four, four, four, four] },
    });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(fieldErrors(tooMany.body))).toEqual(['medication_question.medications']);
    const unknown = await save(
      enrollment,
      answersWith({}, { medication_question: { question_id: '999', yes_no_flag: 0 } }),
    );
    expect(fieldErrors(unknown.body)).toEqual({ 'medication_question.question_id': 'Invalid value' });
    for (const bad of [
      { condition_questions: 'yes' },
      { condition_questions: [{ question_id: 'abc', yes_no_flag: 7 }] },
      { ...allNo(), notes: 'x'.repeat(4001) },
      { ...allNo(), condition_questions: [{ question_id: '141', yes_no_flag: 1, conditions: [{}, {}] }] },
    ]) {
      const res = await save(enrollment, bad);
      expect(res.status).toBe(400);
      expect(res.body.data.length).toBeGreaterThan(0);
    }
    // Entries 2 and 3 are sent only when filled (spec 001 section 4): an empty one sent is a missing medication.
    const empty = await save(enrollment, {
      ...allNo(),
      medication_question: { question_id: '148', yes_no_flag: 1, medications: [four, { dosage: '' }] },
    });
    expect(fieldErrors(empty.body)).toEqual({ 'medication_question.medications.1.medication': 'Field is required' });
    expect((await call('POST', 'save-primary-health-info', allNo())).status).toBe(400);
    expect((await onFile(enrollment)).body.data.result).toBeNull();
  });

  it("starts an existing member's enrollment from the answers on file, which saveExisting keeps as the enrollment's own", async () => {
    await seedDemoHealth(t.app.db, t.app.cipher, new Date());
    const aisha = await t.app.db
      .selectFrom('member')
      .select('id')
      .where('first_name', '=', 'Aisha')
      .where('last_name', '=', 'Khan')
      .executeTakeFirstOrThrow();
    const enrollment = await enrollmentOf(t.app, cookie);
    await t.app.db.updateTable('enrollment').set({ member_id: aisha.id }).where('public_id', '=', enrollment).execute();
    const existing = (await onFile(enrollment)).body.data.result;
    expect(existing.condition_questions[3]).toEqual(
      expect.objectContaining({
        question_id: '144',
        yes_no_flag: 1,
        conditions: [expect.objectContaining({ health_condition: 'Mild asthma' })],
      }),
    );
    expect(JSON.stringify(await t.app.db.selectFrom('member_health').selectAll().execute())).not.toContain('asthma');
    // The browser submits what it loaded, as it stands (saveExisting): accepted, and now the enrollment's own.
    expect((await save(enrollment, existing)).status).toBe(200);
    expect((await save(enrollment, allNo())).status).toBe(200);
    expect((await onFile(enrollment)).body.data.result.condition_questions[3]).toEqual({
      question_id: '144',
      yes_no_flag: 0,
      conditions: [],
    });
  });

  it('says whether a tab is required for the enrollment', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const required = (tab: string) =>
      call('GET', `check-tab-required?enrollment_id=${enrollment}&tab_name=${tab}`).then((res) => res.body);
    expect((await required('primary_health_info')).data.result).toEqual({ required: true });
    const medicare = await t.app.db
      .selectFrom('platform')
      .select('id')
      .where('platform_code', '=', 'MED65')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('enrollment')
      .set({ platform_id: medicare.id })
      .where('public_id', '=', enrollment)
      .execute();
    expect((await required('dependent_info')).data.result).toEqual({ required: false });
    expect((await required('primary_health_info')).data.result).toEqual({ required: true });
    const bad = await call('GET', `check-tab-required?enrollment_id=${enrollment}&tab_name=health`);
    expect(bad.status).toBe(400);
  });

  it('is saved for later by save-enrollment, half-answered as a draft, each typed field by its rule', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const later = (data: object) =>
      call('POST', 'save-enrollment', {
        enrollment_id: enrollment,
        tab: 'health_info',
        email: 'ana@example.com',
        data,
      });
    const refused = await later(
      answersWith({ '141': { yes_no_flag: 1, conditions: [{ date_of_onset: '13/45/2020' }] } }),
    );
    expect(Object.keys(fieldErrors(refused.body))).toEqual(['condition_questions.0.conditions.0.date_of_onset']);
    // A yes without its entry yet is kept as a draft (decision 0042); Next asks the entry.
    expect((await later(answersWith({ '141': { yes_no_flag: 1 } }))).status).toBe(200);
    expect((await later(yesAnswers)).status).toBe(200);
    expect((await onFile(enrollment)).body.data.result.notes).toBe(secretNotes);
  });
});
