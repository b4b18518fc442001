// Health and special-carrier answers on the demo catalog: every question answered, declines (kept
// per enrollment and plan until the household changes), answers kept once per cart and sealed at
// rest, newQuestionsError after a plan's questions changed, special-carrier yes rules and whether
// they are answered, access and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { currentCatalog } from '../catalog/catalog-service';

type Answer = { question_id: string; yes_no_flag: number; who?: string; checkbox_answers?: string[] };

describe.each(testDatabases)('underwriting on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  /** Plans asking the cancer and hospital questions, one more asking the cancer ones, a special-carrier plan. */
  let cancerPlan: string;
  let otherCancerPlan: string;
  let specialPlan: string;

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie, language = 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie: as, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const answered = async (enrollment: string, plan: string) =>
    (await call('GET', `check-already-answered?enrollment_id=${enrollment}&plan_id=${plan}`)).body.data?.status;
  const save = (enrollment: string, plan: string, answers: Answer[], language = 'en') =>
    call('POST', 'save-question-answers', { enrollment_id: enrollment, plan_id: plan, answers }, cookie, language);
  const acceptable: Answer[] = [
    { question_id: '145', yes_no_flag: 1, who: 'Spouse', checkbox_answers: ['1451'] },
    { question_id: '146', yes_no_flag: 0 },
    { question_id: '147', yes_no_flag: 0 },
  ];

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    const catalog = await currentCatalog(t.app.db);
    const asks = (ids: string[]) => (plan: { questions: readonly { question_id: string }[] }) =>
      ids.every((id) => plan.questions.some((question) => question.question_id === id)) &&
      plan.questions.length === ids.length;
    const withCancerAndHospital = catalog.plans.filter(asks(['145', '146', '147']));
    const withCancerOnly = catalog.plans.filter(asks(['145', '146']));
    cancerPlan = withCancerAndHospital[0]?.id ?? '';
    otherCancerPlan = withCancerOnly[0]?.id ?? '';
    specialPlan = catalog.plans.find((plan) => plan.specialQuestions.length > 0)?.id ?? '';
  });
  afterAll(() => t.close());

  it('finds the demo plans it needs', () => {
    expect([cancerPlan, otherCancerPlan, specialPlan].every((id) => id !== '')).toBe(true);
  });

  it('asks for every question, declines on a declining answer and stores nothing then', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    expect(await answered(enrollment, cancerPlan)).toBe(false);

    const partial = await save(enrollment, cancerPlan, acceptable.slice(0, 2));
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Please answer all questions');

    const declining = acceptable.map((answer) =>
      answer.question_id === '146' ? { ...answer, yes_no_flag: 1 } : answer,
    );
    const declined = await save(enrollment, cancerPlan, declining, 'es');
    expect(declined.status).toBe(422);
    expect(declined.body.errorCode).toBe('decline');
    expect(declined.body.data.error_message).toMatch(/plan/i);
    expect(declined.body.data.error_message).not.toBe('Based on your answers, this plan is not available to you.');
    expect(await answered(enrollment, cancerPlan)).toBe(false);
  });

  it('keeps acceptable answers once per cart: another plan asking the same questions is answered', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    expect(await answered(enrollment, otherCancerPlan)).toBe(false);
    const saved = await save(enrollment, cancerPlan, acceptable);
    expect(saved.status).toBe(200);
    expect(saved.body.data.success_message).toBe('Your answers have been saved.');
    expect(await answered(enrollment, cancerPlan)).toBe(true);
    expect(await answered(enrollment, otherCancerPlan)).toBe(true);
  });

  it('seals the answers at rest', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    await save(enrollment, cancerPlan, [
      { ...acceptable[0], who: 'Canary-Spouse-7731' } as Answer,
      ...acceptable.slice(1),
    ]);
    const rows = await t.app.db.selectFrom('health_answer').select(['question_id', 'sealed_answer']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.sealed_answer).toMatch(/^v2\./);
      expect(row.sealed_answer).not.toContain('Canary');
      expect(row.sealed_answer).not.toContain('yes_no_flag');
    }
  });

  it('refuses answers to questions or options the plan does not ask', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const foreignQuestion = await save(enrollment, cancerPlan, [...acceptable, { question_id: '999', yes_no_flag: 0 }]);
    expect(foreignQuestion.status).toBe(400);
    const foreignOption = await save(enrollment, cancerPlan, [
      { question_id: '145', yes_no_flag: 1, checkbox_answers: ['2011'] },
      ...acceptable.slice(1),
    ]);
    expect(foreignOption.status).toBe(400);
    expect(await answered(enrollment, cancerPlan)).toBe(false);
  });

  it('needs every special-carrier answer, and yes where only yes continues', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const saveSpecial = (aflac_data: { qid: string; true_condition: number }[]) =>
      call('POST', 'save-aflac-questions', { enrollment_id: enrollment, plan_id: specialPlan, aflac_data });
    const catalog = await currentCatalog(t.app.db);
    const questions = catalog.byId.get(specialPlan)?.specialQuestions ?? [];
    const passing = questions.map((question) => ({ qid: question.qid, true_condition: question.true_condition }));

    const missing = await saveSpecial(passing.slice(1));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please answer all questions');

    const mustBeYes = passing.findIndex((answer) => answer.true_condition === 1);
    const saidNo = await saveSpecial(passing.map((a, i) => (i === mustBeYes ? { ...a, true_condition: 0 } : a)));
    expect(saidNo.status).toBe(400);
    expect(saidNo.body.message).toBe('Please answer yes in order to continue');
    expect(saidNo.body.data).toContainEqual({
      target_element: `aflac_data.${mustBeYes}.true_condition`,
      error_message: 'Please answer yes in order to continue',
    });

    const answeredSpecial = async () =>
      (await call('GET', `get-aflac-questions?enrollment_id=${enrollment}&plan_id=${specialPlan}`)).body.data.answered;
    expect(await answeredSpecial()).toBe(false);
    expect((await saveSpecial(passing)).status).toBe(200);
    expect(await answeredSpecial()).toBe(true);
    const stored = await t.app.db.selectFrom('special_carrier_answer').select('sealed_answer').execute();
    expect(stored.every((row) => row.sealed_answer.startsWith('v2.'))).toBe(true);
  });

  /** A new quote (Member Only, Dallas, born 1980) of this session. */
  const quote = async () =>
    (
      await call('POST', 'add-filter-for-new-user', {
        zip: '75201',
        dob: '07/04/1980',
        gender: 1,
        tier: 'IO',
        is_smoker: 0,
      })
    ).body.data.temp_enrollment_id as string;
  const pricing = (enrollment: string, plan: string) =>
    call('GET', `get-plan-pricing-detail?pid=${plan}&enrollment_id=${enrollment}`);

  it('remembers a decline for the enrollment and plan until the household changes', async () => {
    const enrollment = await quote();
    const priced = await pricing(enrollment, cancerPlan);
    expect(priced.status).toBe(200);
    const line = { enrollment_id: enrollment, plan_id: cancerPlan, plan_pricing_id: priced.body.data.ppid };
    const declining = acceptable.map((answer) =>
      answer.question_id === '146' ? { ...answer, yes_no_flag: 1 } : answer,
    );
    expect((await save(enrollment, cancerPlan, declining)).status).toBe(422);
    // Yes, then No: still declined; no price, no cart.
    const again = await save(enrollment, cancerPlan, acceptable, 'es');
    expect(again.status).toBe(422);
    expect(again.body.errorCode).toBe('decline');
    expect(await answered(enrollment, cancerPlan)).toBe(false);
    const declined = await pricing(enrollment, cancerPlan);
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({
      errorCode: 'decline',
      message: 'Based on your answers, this plan is not available to you.',
    });
    const added = await call('POST', 'add-plan-to-cart', line);
    expect(added.body.data).toEqual([
      { target_element: 'plan_id', error_message: 'Based on your answers, this plan is not available to you.' },
    ]);
    // Tobacco use is not who is covered: still declined. A new birth date is a new household.
    await call('PUT', `change-filter-info/${enrollment}`, { is_smoker: 0 });
    expect((await pricing(enrollment, cancerPlan)).body.errorCode).toBe('decline');
    expect((await call('PUT', `change-filter-info/${enrollment}`, { dob: '07/05/1980' })).status).toBe(200);
    expect((await pricing(enrollment, cancerPlan)).status).toBe(200);
    expect((await save(enrollment, cancerPlan, acceptable)).status).toBe(200);
  });

  it('answers newQuestionsError when a plan asks a question added after its others were answered', async () => {
    const enrollment = await quote();
    const answers = acceptable.slice(0, 2);
    expect((await save(enrollment, otherCancerPlan, answers)).status).toBe(200);
    expect((await pricing(enrollment, otherCancerPlan)).status).toBe(200);
    const plan = await t.app.db
      .selectFrom('plan')
      .select('id')
      .where('public_id', '=', otherCancerPlan)
      .executeTakeFirstOrThrow();
    const added = {
      plan_id: plan.id,
      question_id: '147',
      question_text: 'New question',
      sub_type: 'text_field' as const,
    };
    await t.app.db.insertInto('plan_question').values(added).execute();
    try {
      const changed = await pricing(enrollment, otherCancerPlan);
      expect(changed.status).toBe(422);
      expect(changed.body.errorCode).toBe('newQuestionsError');
      // A household that answered none of them still sees the price (Enroll Now asks them).
      expect((await pricing(await quote(), otherCancerPlan)).status).toBe(200);
    } finally {
      await t.app.db
        .deleteFrom('plan_question')
        .where('plan_id', '=', plan.id)
        .where('question_id', '=', '147')
        .execute();
    }
  });

  it('answers 404 to another session and for an unknown plan, 400 to bad input', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const stranger = await newSessionCookie(t.app);
    const payload = { enrollment_id: enrollment, plan_id: cancerPlan, answers: acceptable };
    const foreign = await call('POST', 'save-question-answers', payload, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('enrollmentIdError');
    expect((await call('GET', `check-already-answered?enrollment_id=${enrollment}&plan_id=NOPE1`)).status).toBe(404);
    const bad = await call('POST', 'save-question-answers', { ...payload, answers: [{ question_id: 'x' }] });
    expect(bad.status).toBe(400);
    expect((await call('POST', 'save-question-answers', { ...payload, answers: [] })).body.message).toBe(
      'Please answer all questions',
    );
  });
});
